// Per-address limits behind a load balancer: with TRUST_PROXY naming the proxies, the client's
// address comes from X-Forwarded-For; without it (or from anyone else) the header is ignored, so a
// client cannot pick the address its attempts count against.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD } from '../harness';
import { startAuthServer, type AuthServer } from './authServer';

describe.each(BACKENDS)('X-Forwarded-For and the per-address limits on %s', (backend) => {
  const servers: Record<string, AuthServer> = {};
  beforeAll(async () => {
    servers.unset = await startAuthServer(backend, {});
    servers.proxies = await startAuthServer(backend, { TRUST_PROXY: '10.2.0.0/16, 10.9.9.9' });
  });
  afterAll(async () => {
    for (const s of Object.values(servers)) await s.close();
  });

  const login = async (s: AuthServer, username: string, password: string, remoteAddress: string, forwardedFor: string) => {
    const res = await s.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password }, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
    return { status: res.statusCode, captcha: (res.json().errors ?? []).some((e: { field: string }) => e.field === 'captcha') };
  };
  /** Three failed sign-ins (three unknown names) make the address need a captcha. */
  const failThrice = async (s: AuthServer, remote: string, forwardedFor: (i: number) => string) => {
    for (let i = 1; i <= 3; i++) await login(s, `ghost-${remote}-${i}`, 'nope', remote, forwardedFor(i));
  };

  it('ignores X-Forwarded-For when TRUST_PROXY is unset: the connecting address counts', async () => {
    await failThrice(servers.unset, '10.2.0.1', () => '1.1.1.1');
    expect(await login(servers.unset, 'manager', PASSWORD, '10.2.0.1', '2.2.2.2')).toEqual({ status: 400, captcha: true });
    // Changing the header each time does not help either.
    await failThrice(servers.unset, '10.2.0.2', (i) => `3.3.3.${i}`);
    expect(await login(servers.unset, 'manager', PASSWORD, '10.2.0.2', '3.3.3.9')).toEqual({ status: 400, captcha: true });
  });

  it('counts the client named by a trusted proxy, not the proxy', async () => {
    await failThrice(servers.proxies, '10.2.0.1', () => '1.1.1.1');
    // Another client behind the same proxy is not affected; the failing one is.
    expect(await login(servers.proxies, 'manager', PASSWORD, '10.2.0.1', '2.2.2.2')).toEqual({ status: 200, captcha: false });
    expect(await login(servers.proxies, 'viewer', PASSWORD, '10.9.9.9', '1.1.1.1')).toEqual({ status: 400, captcha: true });
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    await failThrice(servers.proxies, '10.3.0.1', (i) => `4.4.4.${i}`);
    expect(await login(servers.proxies, 'manager', PASSWORD, '10.3.0.1', '5.5.5.5')).toEqual({ status: 400, captcha: true });
  });
});
