// The development OpenID provider inside the server, driven over real HTTP the way a browser
// would: authorization request with PKCE, the provider's sign-in page, the code, then the spec's
// server-side exchange (hhData) and the user-info call with the ID token.
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetProviders } from '../../../server/auth/oidc/discovery';
import { BACKENDS, PASSWORD } from '../harness';
import { startAuthServer, type AuthServer } from './authServer';

/** fetch with a cookie jar and no automatic redirects. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
}

describe.each(BACKENDS)('the development OpenID provider on %s', (backend) => {
  let s: AuthServer;
  beforeAll(async () => {
    forgetProviders();
    s = await startAuthServer(backend, { OIDC_DEV_PROVIDER: 'on', OIDC_CLIENT_ID: 'distribution-admin', OIDC_SCOPE: 'company' }, { listen: true });
  });
  afterAll(() => s?.close());

  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorizeUrl = (extra: Record<string, string> = {}) =>
    `${s.url}/oidc/auth?${new URLSearchParams({
      client_id: 'distribution-admin',
      redirect_uri: `${s.url}/auth/callback`,
      response_type: 'code',
      scope: 'openid profile company',
      state: 'st-1',
      nonce: 'n-1',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    })}`;

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
});
