// Security headers on the app, API answers (errors and 404s too), the API doc page and the
// development provider's pages; each page's inline code is allowed by its exact hash.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutPage } from '../../../server/auth/oidc/providerPages';
import { appPolicy } from '../../../server/http/securityHeaders';
import { loadConfig } from '../../../server/config';
import { BACKENDS, startTestServer, type TestServer } from '../harness';
import { builtApp, type BuiltApp } from './builtApp';

/** directive -> its sources */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header, `${res.statusCode} ${res.body.slice(0, 80)}`).toEqual(expect.any(String));
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const inline = (html: string, tag: 'style' | 'script') => [...html.matchAll(new RegExp(`<${tag}>([^]*?)</${tag}>`, 'g'))].map((m) => m[1]);

function expectBaseHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"]);
}

describe.each(BACKENDS)('security headers on %s', (backend) => {
  let s: TestServer;
  let site: BuiltApp;
  let admin: string;
  beforeAll(async () => {
    site = builtApp();
    s = await startTestServer(backend, { staticDir: site.dir });
    admin = await s.login('admin');
  });
  afterAll(async () => {
    await s.close();
    site.remove();
  });

  it('serves the app (/, a screen path, an asset) with a policy allowing only its own scripts', async () => {
    for (const url of ['/', '/basic/customer/bgManagement', '/assets/index-B7x_Qk2d.js', '/config.js']) {
      const res = await s.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectBaseHeaders(res);
      const policy = policyOf(res);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('connect-src')).toContain("'self'");
    }
  });

  it('marks API answers no-store: a success, an error, a refusal and an unknown route', async () => {
    const answers = [
      await s.app.inject({ method: 'GET', url: '/api/v1/info' }),
      await s.app.inject({ method: 'GET', url: '/api/v1/bg', headers: { authorization: `Bearer ${admin}` } }),
      await s.app.inject({ method: 'GET', url: '/api/v1/bg' }),
      await s.app.inject({ method: 'POST', url: '/api/v1/bg', headers: { authorization: `Bearer ${admin}` }, payload: { code: '' } }),
      await s.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 401, 400, 404]);
    for (const res of answers) {
      expectBaseHeaders(res);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(policyOf(res).get('default-src')).toEqual(["'none'"]);
    }
  });

  it('gives /doc only its own style, by hash, and no-store; its refusal page too', async () => {
    const page = await s.app.inject({ method: 'GET', url: '/doc', headers: { authorization: `Bearer ${admin}` } });
    const refused = await s.app.inject({ method: 'GET', url: '/doc' });
    expect([page.statusCode, refused.statusCode]).toEqual([200, 401]);
    for (const res of [page, refused]) {
      expectBaseHeaders(res);
      expect(res.headers['cache-control']).toBe('no-store');
      const policy = policyOf(res);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toBeUndefined();
      expect(policy.get('style-src')).toEqual(inline(res.body, 'style').map(hashOf));
      expect(inline(res.body, 'style')).toHaveLength(1);
    }
  });

  it('gives the development provider’s pages their style and sign-out script by hash', async () => {
    const expired = await s.app.inject({ method: 'GET', url: '/oidc/interaction/no-such-interaction' });
    expect(expired.statusCode).toBe(400);
    expectBaseHeaders(expired);
    const policy = policyOf(expired);
    expect(policy.get('style-src')).toEqual(inline(expired.body, 'style').map(hashOf));
    expect(policy.get('form-action')).toEqual(["'self'"]);
    // The sign-out page is written by the provider itself (a hijacked answer): same policy.
    const discovery = await s.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.statusCode).toBe(200);
    expect(discovery.headers['content-security-policy']).toBe(expired.headers['content-security-policy']);
    const script = inline(logoutPage('<form id="op.logoutForm" method="post"></form>'), 'script');
    expect(script).toHaveLength(1);
    expect(policy.get('script-src')).toEqual([hashOf(script[0])]);
  });
});

describe('the app policy', () => {
  it('lets the app call API_ORIGIN, the sign-on issuer and CSP_CONNECT_SRC', () => {
    const config = loadConfig({
      API_ORIGIN: 'https://api.example.com',
      OIDC_ISSUER: 'https://login.example.com/realms/x',
      CSP_CONNECT_SRC: 'https://graph.example.net/oidc/userinfo, https://token.example.org',
    });
    const connect = appPolicy(config).split('; ').find((d) => d.startsWith('connect-src '));
    expect(connect).toBe("connect-src 'self' https://api.example.com https://login.example.com https://graph.example.net https://token.example.org");
  });

  it('refuses a CSP_CONNECT_SRC that is not an origin', () => {
    expect(() => loadConfig({ CSP_CONNECT_SRC: "https://ok.example.com, 'unsafe-inline'" })).toThrow(/CSP_CONNECT_SRC must be comma-separated origins/);
  });
});
