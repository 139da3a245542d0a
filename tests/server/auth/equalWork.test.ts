// Every password path does the same work, so its delay tells nothing about accounts: one scrypt per
// sign-in whether the user is unknown, has no password (single sign-on only), is disabled or gave a
// wrong or right password, on the API and on the development provider's page; one per registration,
// whether the name or e-mail is free or taken. Counted on node:crypto's scrypt (the real one runs).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaptcha } from '../../../server/auth/captcha';
import { hashPassword } from '../../../server/auth/password';
import { forgetProviders } from '../../../server/auth/oidc/discovery';
import { BACKENDS, PASSWORD } from '../harness';
import { startAuthServer, type AuthServer } from './authServer';
import { openSignInPage } from './oidcBrowser';

const scrypts = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  const scrypt = (...args: Parameters<typeof real.scrypt>) => {
    scrypts.count++;
    return (real.scrypt as (...a: unknown[]) => void)(...args);
  };
  return { ...real, default: { ...real, scrypt }, scrypt };
});

describe.each(BACKENDS)('equal work on every password path on %s', (backend) => {
  let s: AuthServer;
  beforeAll(async () => {
    forgetProviders();
    s = await startAuthServer(backend, { OIDC_DEV_PROVIDER: 'on' }, { listen: true });
    await s.db
      .insertInto('users')
      .values([
        { name: 'sso-only', nick_name: null, email: null, language: null, password_hash: null },
        { name: 'gone', nick_name: null, email: null, language: null, password_hash: await hashPassword(PASSWORD), disabled: true },
      ])
      .execute();
  });
  afterAll(() => s?.close());

  /** scrypt calls made by one request; a solved captcha rides along in case failures made one due. */
  async function scryptsOf(send: (captcha: { captchaId: string; captcha: string }) => Promise<number>) {
    const c = await createCaptcha(s.db);
    scrypts.count = 0;
    const status = await send({ captchaId: c.id, captcha: c.answer });
    return { status, scrypts: scrypts.count };
  }

  const cases: [string, string, number, number][] = [
    ['an unknown user', 'ghost', 401, 401],
    ['a known user with a wrong password', 'op', 401, 401],
    ['a user without a password', 'sso-only', 401, 401],
    ['a disabled user', 'gone', 403, 401],
  ];

  it.each(cases)('runs the password hash once for %s on /api/v1/auth/login', async (_what, username, status) => {
    const password = username === 'op' ? 'wrong-pass' : PASSWORD;
    const res = await scryptsOf(async (captcha) => (await s.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password, ...captcha }, remoteAddress: '10.1.0.1' })).statusCode);
    expect(res).toEqual({ status, scrypts: 1 });
  });

  it.each(cases)("runs the password hash once for %s on the development provider's page", async (_what, username, _status, pageStatus) => {
    const password = username === 'op' ? 'wrong-pass' : PASSWORD;
    const page = await openSignInPage(s.url);
    const res = await scryptsOf(async (captcha) => (await page.submit({ username, password, ...captcha })).status);
    expect(res).toEqual({ status: pageStatus, scrypts: 1 });
  });

  it('runs the password hash once for a right password', async () => {
    const res = await scryptsOf(async (captcha) => (await s.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'viewer', password: PASSWORD, ...captcha }, remoteAddress: '10.1.0.2' })).statusCode);
    expect(res).toEqual({ status: 200, scrypts: 1 });
  });

  it.each([
    ['free', { username: 'fresh-clerk', email: 'fresh-clerk@corp.example' }],
    ['a taken name', { username: 'manager', email: 'not-yet@corp.example' }],
    ['a taken e-mail', { username: 'other-clerk', email: 'op@example.com' }],
  ])('runs the password hash once for a registration with %s', async (_what, who) => {
    const res = await scryptsOf(async () => (await s.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { ...who, password: 'clerk-pass-9' }, remoteAddress: '10.1.0.3' })).statusCode);
    expect(res).toEqual({ status: 200, scrypts: 1 });
  });
});
