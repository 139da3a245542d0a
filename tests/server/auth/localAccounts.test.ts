// Local accounts: captcha after three failed sign-ins, attempt limits per account-and-address and per address,
// registration without roles, and password recovery with a single-use, expiring link.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { createCaptcha } from '../../../server/auth/captcha';
import { BACKENDS, PASSWORD } from '../harness';
import { startAuthServer, type AuthServer } from './authServer';

describe.each(BACKENDS)('local accounts on %s', (backend) => {
  let s: AuthServer;
  beforeAll(async () => {
    s = await startAuthServer(backend, {});
  });
  afterAll(() => s?.close());

  type Body = { code: number; message: string; data?: Record<string, unknown> & { token?: string }; errors?: { field: string; message: string }[] };
  const post = async (url: string, payload: Record<string, unknown>, remoteAddress = '10.0.0.1') => {
    const res = await s.app.inject({ method: 'POST', url, payload, remoteAddress });
    return { status: res.statusCode, body: res.json() as Body };
  };
  const mailsTo = async (to: string) => (await s.db.selectFrom('mail_outbox').select('body').where('to_address', '=', to).orderBy('id').execute()).map((m) => m.body);
  const login = (username: string, password: string, from: string, extra: Record<string, unknown> = {}) =>
    post('/api/v1/auth/login', { username, password, ...extra }, from);

  it('serves an SVG captcha drawn as paths, a new one each time, never storing the answer', async () => {
    const a = await s.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' });
    const b = await s.app.inject({ method: 'GET', url: '/api/v1/auth/captcha' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    const data = a.json().data as { id: string; image: string };
    const svg = Buffer.from(data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    expect(b.json().data.id).not.toBe(data.id);
    const row = await s.db.selectFrom('captchas').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('asks for a captcha after 3 failed sign-ins for an account, checks it before the password, and uses each once', async () => {
    const from = '10.0.1.1';
    expect((await login('viewer', 'wrong-1', from)).body.errors).toBeUndefined();
    expect((await login('viewer', 'wrong-2', from)).body.errors).toBeUndefined();
    const third = await login('viewer', 'wrong-3', '10.0.1.2');
    expect(third.status).toBe(401);
    expect(third.body.errors).toEqual([{ field: 'captcha', message: 'Enter the characters shown in the picture' }]);
    // Even the right password is refused without the captcha, from any address.
    const noCaptcha = await login('viewer', PASSWORD, '10.0.1.3');
    expect(noCaptcha.status).toBe(400);
    expect(noCaptcha.body.errors?.[0].field).toBe('captcha');
    expect(noCaptcha.body.data).toBeUndefined();

    const captcha = await createCaptcha(s.db);
    const wrong = await login('viewer', PASSWORD, '10.0.1.3', { captchaId: captcha.id, captcha: captcha.answer === 'AAAAA' ? 'CCCCC' : 'AAAAA' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('The characters do not match the picture; a new picture is shown');
    // The same captcha cannot be tried again, even with the right answer.
    const reused = await login('viewer', PASSWORD, '10.0.1.3', { captchaId: captcha.id, captcha: captcha.answer });
    expect(reused.status).toBe(400);

    const fresh = await createCaptcha(s.db);
    const ok = await login('viewer', PASSWORD, '10.0.1.3', { captchaId: fresh.id, captcha: fresh.answer.toLowerCase() });
    expect(ok.status).toBe(200);
    expect(ok.body.data?.token).toEqual(expect.any(String));
    // A success clears the count: the next sign-in needs no captcha.
    expect((await login('viewer', PASSWORD, '10.0.1.3')).status).toBe(200);
  });

  it('asks for a captcha after 3 failures from one address, whatever the accounts', async () => {
    const from = '10.0.2.1';
    for (const name of ['ghost-1', 'ghost-2', 'ghost-3']) await login(name, 'nope', from);
    const res = await login('manager', PASSWORD, from);
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0].field).toBe('captcha');
    expect((await login('manager', PASSWORD, '10.0.2.2')).status).toBe(200);
  });

  it('limits attempts per account from one address to 10 a minute with 429 and a clear message', async () => {
    const from = '10.0.3.1';
    for (let i = 0; i < 10; i++) {
      const captcha = await createCaptcha(s.db);
      const res = await login('op', `wrong-${i}`, from, { captchaId: captcha.id, captcha: captcha.answer });
      expect(res.status).toBe(401);
    }
    const limited = await login('op', PASSWORD, from);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429 });
    expect(limited.body.message).toMatch(/^Too many attempts; wait \d+ seconds and try again$/);
    // Another account from another address is unaffected.
    expect((await login('admin', PASSWORD, '10.0.3.100')).status).toBe(200);
  });

  it('lets the owner sign in from another address while a stranger hammers the account (captcha, no lock-out)', async () => {
    const stranger = '10.0.8.1';
    let last = 0;
    for (let i = 0; i < 15; i++) {
      const captcha = await createCaptcha(s.db);
      last = (await login('admin', `guess-${i}`, stranger, { captchaId: captcha.id, captcha: captcha.answer })).status;
    }
    expect(last).toBe(429);
    // The owner, elsewhere: the captcha the failures made due, then in.
    const owner = '10.0.8.2';
    expect((await login('admin', PASSWORD, owner)).body.errors?.[0].field).toBe('captcha');
    const captcha = await createCaptcha(s.db);
    const res = await login('admin', PASSWORD, owner, { captchaId: captcha.id, captcha: captcha.answer });
    expect(res.status).toBe(200);
    expect(res.body.data?.token).toEqual(expect.any(String));
  });

  it('limits attempts per address to 30 a minute', async () => {
    const from = '10.0.4.1';
    for (let i = 0; i < 30; i++) expect((await login(`nobody-${i}`, PASSWORD, from)).status).not.toBe(429);
    const limited = await login('admin', PASSWORD, from);
    expect(limited.status).toBe(429);
  });

  it('registers an account without roles, which cannot sign in until activated', async () => {
    const empty = await post('/api/v1/auth/register', {}, '10.0.5.1');
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.map((e) => e.field)).toEqual(['username', 'email', 'password']);
    const weak = await post('/api/v1/auth/register', { username: 'x', email: 'bad', password: 'short' }, '10.0.5.1');
    expect(weak.body.errors?.map((e) => e.message)).toEqual([
      'User name must be 3 to 50 letters, digits, dots, dashes or underscores',
      'E-mail is not a valid address',
      'Password must have at least 8 characters, with letters and digits',
    ]);
    const created = await post('/api/v1/auth/register', { username: 'newclerk', email: 'NewClerk@corp.example', password: 'clerk-pass-1' }, '10.0.5.1');
    expect(created.status).toBe(200);
    const row = await s.db.selectFrom('users').select(['id', 'email', 'password_hash']).where('name', '=', 'newclerk').executeTakeFirstOrThrow();
    expect(row.email).toBe('newclerk@corp.example');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await s.db.selectFrom('user_roles').select('role_id').where('user_id', '=', row.id).execute()).toEqual([]);
    expect(await mailsTo('newclerk@corp.example')).toEqual([expect.stringContaining('the account newclerk was created with this e-mail address')]);
    const signIn = await login('newclerk', 'clerk-pass-1', '10.0.5.2');
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe('The account newclerk is not activated; please notify the administrator.');
  });

  it('answers a registration with a taken name or e-mail exactly like a new one, creates nothing, and tells only the mailbox', async () => {
    const fresh = await post('/api/v1/auth/register', { username: 'brandnew', email: 'brandnew@corp.example', password: 'brand-pass-1' }, '10.0.5.3');
    const users = await s.db.selectFrom('users').select(['id', 'name', 'email', 'password_hash']).orderBy('id').execute();
    const takenBoth = await post('/api/v1/auth/register', { username: 'ADMIN', email: 'admin@example.com', password: 'other-pass-1' }, '10.0.5.4');
    const takenName = await post('/api/v1/auth/register', { username: 'Admin', email: 'someone@corp.example', password: 'other-pass-2' }, '10.0.5.5');
    const takenEmail = await post('/api/v1/auth/register', { username: 'second-op', email: 'OP@example.com', password: 'other-pass-3' }, '10.0.5.6');
    for (const answer of [takenBoth, takenName, takenEmail]) expect(answer).toEqual(fresh);
    expect(fresh).toEqual({ status: 200, body: { code: 0, message: 'Success', data: null } });
    expect(await s.db.selectFrom('users').select(['id', 'name', 'email', 'password_hash']).orderBy('id').execute()).toEqual(users);
    // The owner of the e-mail learns which account they already have; a taken name is told to the new address.
    expect(await mailsTo('admin@example.com')).toEqual([expect.stringContaining('create the account ADMIN with this e-mail address, which already belongs to the account admin')]);
    expect(await mailsTo('op@example.com')).toEqual([expect.stringContaining('create the account second-op with this e-mail address, which already belongs to the account op')]);
    expect(await mailsTo('someone@corp.example')).toEqual([expect.stringContaining('the user name Admin is already used, so no account was created')]);
  });

  it('mails one address at most 3 times a minute, from any address, whoever it belongs to', async () => {
    const register = (i: number) => post('/api/v1/auth/register', { username: `flood-${i}`, email: 'victim@corp.example', password: 'flood-pass-1' }, `10.0.5.${20 + i}`);
    for (let i = 1; i <= 3; i++) expect((await register(i)).status).toBe(200);
    expect((await register(4)).status).toBe(429);
    expect(await mailsTo('victim@corp.example')).toHaveLength(3);
  });

  it('mails a single-use reset link through the outbox, and the new password replaces the old one', async () => {
    const oldToken = (await login('manager', PASSWORD, '10.0.6.1')).body.data!.token!;
    const before = await s.db.selectFrom('mail_outbox').select('id').execute();
    const unknown = await post('/api/v1/auth/forgetPwd', { username: 'no-such-user' }, '10.0.6.1');
    const known = await post('/api/v1/auth/forgetPwd', { username: 'manager' }, '10.0.6.1');
    // Same answer either way: nobody learns which accounts exist.
    expect(unknown).toEqual(known);
    // The link is written after the answer (its delay must not tell either).
    const newMails = () => s.db.selectFrom('mail_outbox').selectAll().where('id', 'not in', before.length ? before.map((m) => m.id) : [0]).execute();
    await vi.waitFor(async () => expect(await newMails()).not.toEqual([]));
    const mails = await newMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'manager@example.com', subject: 'Reset your password', sent_at: null });
    const token = /\/resetPwd\?token=([\w-]+)/.exec(mails[0].body)![1];
    expect(await s.db.selectFrom('password_resets').select('token_hash').where('token_hash', '=', token).execute()).toEqual([]);

    const weak = await post('/api/v1/auth/resetPwd', { token, password: 'short' }, '10.0.6.1');
    expect(weak.body.errors?.[0].field).toBe('password');
    const reset = await post('/api/v1/auth/resetPwd', { token, password: 'fresh-pass-2' }, '10.0.6.1');
    expect(reset.status).toBe(200);
    expect((await login('manager', PASSWORD, '10.0.6.2')).status).toBe(401);
    expect((await login('manager', 'fresh-pass-2', '10.0.6.3')).status).toBe(200);
    // Sessions opened with the old password are over.
    const old = await s.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${oldToken}` } });
    expect(old.statusCode).toBe(401);

    const reused = await post('/api/v1/auth/resetPwd', { token, password: 'other-pass-3' }, '10.0.6.1');
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This reset link is invalid, expired or already used; ask for a new one');
    expect((await login('manager', 'other-pass-3', '10.0.6.4')).status).toBe(401);
  });

  it.runIf(backend === 'postgres')('answers a reset request before looking the account up (the users table locked meanwhile)', async () => {
    let answered: number | undefined;
    await s.db.transaction().execute(async (trx) => {
      await sql`lock table users in access exclusive mode`.execute(trx);
      const res = await Promise.race([post('/api/v1/auth/forgetPwd', { username: 'viewer' }, '10.0.6.9'), new Promise<undefined>((r) => setTimeout(r, 5000))]);
      answered = res?.status;
    });
    expect(answered).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo('viewer@example.com')).toEqual([expect.stringContaining('/resetPwd?token=')]));
  });

  it('refuses an expired reset link', async () => {
    await post('/api/v1/auth/forgetPwd', { username: 'admin@example.com' }, '10.0.7.1');
    const token = await vi.waitFor(async () => /token=([\w-]+)/.exec((await mailsTo('admin@example.com')).join('\n'))![1]);
    await s.db.updateTable('password_resets').set({ expires_at: new Date(Date.now() - 1000) }).where('used_at', 'is', null).execute();
    const res = await post('/api/v1/auth/resetPwd', { token, password: 'late-pass-4' }, '10.0.7.1');
    expect(res.status).toBe(400);
    expect((await login('admin', PASSWORD, '10.0.7.2')).status).toBe(200);
  });
});
