// The development OpenID provider inside the server, driven over real HTTP the way a browser
// would: authorization request with PKCE, the provider's sign-in page, the code, then the spec's
// server-side exchange (hhData) and the user-info call with the ID token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetProviders } from '../../../server/auth/oidc/discovery';
import { BACKENDS, PASSWORD } from '../harness';
import { createCaptcha } from '../../../server/auth/captcha';
import { startAuthServer, type AuthServer } from './authServer';
import { authorizeUrl as authorizeAt, browser, openSignInPage, pkce } from './oidcBrowser';

describe.each(BACKENDS)('the development OpenID provider on %s', (backend) => {
  let s: AuthServer;
  beforeAll(async () => {
    forgetProviders();
    s = await startAuthServer(backend, { OIDC_DEV_PROVIDER: 'on', OIDC_CLIENT_ID: 'distribution-admin', OIDC_SCOPE: 'company' }, { listen: true });
  });
  afterAll(() => s?.close());

  const { verifier, challenge } = pkce();
  const authorizeUrl = (extra: Record<string, string> = {}) => authorizeAt(s.url, challenge, extra);

  it('publishes its metadata at the issuer with code flow only', async () => {
    const meta = await (await fetch(`${s.url}/oidc/.well-known/openid-configuration`)).json();
    expect(meta.issuer).toBe(`${s.url}/oidc`);
    expect(meta.response_types_supported).toEqual(['code']);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.end_session_endpoint).toBe(`${s.url}/oidc/session/end`);
  });

  it('refuses an authorization request without PKCE', async () => {
    const go = browser();
    const res = await go(authorizeUrl({ code_challenge: '', code_challenge_method: '' }));
    const location = res.headers.get('location') ?? '';
    expect(location).toContain('error=invalid_request');
    expect(location).not.toContain('code=');
  });

  it('signs a local user in through its own page and hands out a code that the server exchanges', async () => {
    const go = browser();
    const start = await go(authorizeUrl());
    expect(start.status).toBe(303);
    const interaction = new URL(start.headers.get('location')!, s.url).href;
    expect(interaction).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    const page = await go(interaction);
    expect(await page.text()).toContain('Development identity provider');

    const form = (password: string) => ({ method: 'POST', body: new URLSearchParams({ username: 'op', password }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const wrong = await go(`${interaction}/login`, form('not-it'));
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Wrong user name or password');

    const signedIn = await go(`${interaction}/login`, form(PASSWORD));
    expect(signedIn.status).toBe(303);
    const resumed = await go(new URL(signedIn.headers.get('location')!, s.url).href);
    const callback = new URL(resumed.headers.get('location')!, s.url);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${s.url}/auth/callback`);
    expect(callback.searchParams.get('state')).toBe('st-1');
    const code = callback.searchParams.get('code')!;

    // Without the PKCE verifier the code is worth nothing.
    const noVerifier = await fetch(`${s.url}/api/v1/auth/hhData`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
    expect(noVerifier.status).toBe(400);

    const exchange = await fetch(`${s.url}/api/v1/auth/hhData`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, code_verifier: verifier }) });
    const answer = await exchange.json();
    expect(exchange.status, JSON.stringify(answer)).toBe(200);
    expect(answer).toMatchObject({ code: 0, message: 'Success', result: { access_token: expect.any(String), id_token: expect.any(String) }, userInfo: { email: 'op@example.com' } });

    const me = await fetch(`${s.url}/api/v1/auth/me`, { headers: { 'id-token': answer.result.id_token, 'access-token': answer.result.access_token } });
    const body = await me.json();
    expect(me.status).toBe(200);
    expect(body.user).toMatchObject({ name: 'op', nick_name: 'Olivia Operator' });
    expect(body.token).toEqual(expect.any(String));
  });

  // The captcha rule of /api/v1/auth/login holds on this form too, and failures count on both.
  const apiLogin = (username: string, password: string, remoteAddress: string, extra: Record<string, string> = {}) =>
    s.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password, ...extra }, remoteAddress });
  const showsCaptcha = (html: string) => /<img alt="captcha" src="data:image\/svg\+xml;base64,/.test(html) && html.includes('name="captcha"') && html.includes('name="captchaId"');

  it('asks for the captcha after 3 failed sign-ins on its page, as the API does, and checks it before the password', async () => {
    const page = await openSignInPage(s.url);
    for (let i = 1; i <= 2; i++) expect(showsCaptcha(await (await page.submit({ username: 'viewer', password: `wrong-${i}` })).text())).toBe(false);
    const third = await page.submit({ username: 'viewer', password: 'wrong-3' });
    expect(third.status).toBe(401);
    expect(showsCaptcha(await third.text())).toBe(true);
    // The API sees the same failures, from any address.
    const api = await apiLogin('viewer', PASSWORD, '10.0.9.1');
    expect(api.statusCode).toBe(400);
    expect(api.json().errors?.[0].field).toBe('captcha');
    // The right password without the captcha is refused, and the page asks again.
    const noCaptcha = await page.submit({ username: 'viewer', password: PASSWORD });
    expect(noCaptcha.status).toBe(400);
    const html = await noCaptcha.text();
    expect(html).toContain('Enter the characters shown in the picture');
    expect(showsCaptcha(html)).toBe(true);
    const wrongAnswer = await page.submit({ username: 'viewer', password: PASSWORD, ...(await solved(false)) });
    expect(wrongAnswer.status).toBe(400);
    expect(await wrongAnswer.text()).toContain('The characters do not match the picture');
    const signedIn = await page.submit({ username: 'viewer', password: PASSWORD, ...(await solved(true)) });
    expect(signedIn.status).toBe(303);
  });

  it('asks for the captcha on its page after 3 failed sign-ins through the API', async () => {
    for (let i = 1; i <= 3; i++) expect((await apiLogin('manager', `wrong-${i}`, `10.0.9.${10 + i}`)).statusCode).toBe(401);
    const page = await openSignInPage(s.url);
    const noCaptcha = await page.submit({ username: 'manager', password: PASSWORD });
    expect(noCaptcha.status).toBe(400);
    expect(showsCaptcha(await noCaptcha.text())).toBe(true);
    expect((await page.submit({ username: 'manager', password: PASSWORD, ...(await solved(true)) })).status).toBe(303);
  });

  async function solved(right: boolean) {
    const c = await createCaptcha(s.db);
    return { captchaId: c.id, captcha: right ? c.answer : c.answer === 'AAAAA' ? 'CCCCC' : 'AAAAA' };
  }
});
