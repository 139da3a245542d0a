import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from './harness';

describe.each(BACKENDS)('sign-in and access on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('signs in and answers /me in the spec user shape', async () => {
    const token = await s.login('op');
    const me = await s.call({ method: 'GET', url: '/api/v1/auth/me', token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ code: 0, message: 'Success' });
    const user = me.body.user as Record<string, unknown>;
    // The spec's shape, plus the field rights held (issue 4, item 6).
    expect(Object.keys(user).sort()).toEqual(['auditCount', 'fields', 'id', 'language', 'name', 'nick_name', 'permissions', 'roles'].sort());
    expect(user.name).toBe('op');
    expect(user.roles).toEqual([expect.objectContaining({ name: 'OP', permissions: expect.arrayContaining([{ name: 'manage-bg' }]) })]);
  });

  it('refuses a wrong password with the same words as an unknown user', async () => {
    const wrong = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'op', password: 'nope' } });
    const unknown = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'ghost', password: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    const empty = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: {} });
    expect(empty.status).toBe(400);
    expect((empty.body.errors as { field: string }[]).map((e) => e.field)).toEqual(['username', 'password']);
  });

  it('never stores a password in plain text', async () => {
    const rows = await s.database.db.selectFrom('users').select(['name', 'password_hash']).execute();
    for (const r of rows) {
      expect(r.password_hash).toMatch(/^scrypt\$/);
      expect(r.password_hash).not.toContain(PASSWORD);
    }
    const sessions = await s.database.db.selectFrom('sessions').select('token_hash').execute();
    const token = await s.login('op');
    expect(sessions.map((x) => x.token_hash)).not.toContain(token);
  });

  it('refuses a user with no roles as not activated', async () => {
    await s.database.db.insertInto('users').values({ name: 'newbie', nick_name: null, email: null, language: null, password_hash: await hashPassword('pw') }).execute();
    const res = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'newbie', password: 'pw' } });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('The account newbie is not activated; please notify the administrator.');
  });

  it('revokes the token on logout', async () => {
    const res = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'manager', password: PASSWORD } });
    const token = (res.body.data as { token: string }).token;
    expect((await s.call({ method: 'GET', url: '/api/v1/auth/me', token })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/auth/logout', token })).status).toBe(200);
    const after = await s.call({ method: 'GET', url: '/api/v1/auth/me', token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Token has expired');
  });

  it('answers 401 without a token or with a forged one, changing nothing', async () => {
    const before = await s.count('bg');
    const none = await s.call({ method: 'POST', url: '/api/v1/bg', payload: { code: 'NOAUTH', name: 'x', status: 'active' } });
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(401);
    const forged = await s.call({ method: 'GET', url: '/api/v1/bg', token: 'A'.repeat(43) });
    expect(forged.status).toBe(401);
    expect(await s.count('bg')).toBe(before);
  });

  it('lets view-only permissions read but not write, and changes nothing on refusal', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v1/end_customer', token: viewer })).status).toBe(200);
    const list = (await s.call({ method: 'GET', url: '/api/v1/end_customer?size=1', token: viewer })).body.data as { list: { id: number; version: number }[]; total: number };
    const target = list.list[0];
    const create = await s.call({ method: 'POST', url: '/api/v1/end_customer', token: viewer, payload: { ec_code: 'VIEWER1', name: 'x', status: 'active' } });
    expect(create.status).toBe(403);
    expect(create.body.code).toBe(403);
    const update = await s.call({ method: 'PUT', url: `/api/v1/end_customer/${target.id}`, token: viewer, payload: { version: target.version, name: 'hacked' } });
    expect(update.status).toBe(403);
    const del = await s.call({ method: 'DELETE', url: `/api/v1/end_customer/${target.id}`, token: viewer });
    expect(del.status).toBe(403);
    const after = (await s.call({ method: 'GET', url: `/api/v1/end_customer/${target.id}`, token: viewer })).body.data as { name: string; version: number };
    expect(after.version).toBe(target.version);
    expect(after.name).not.toBe('hacked');
    expect((await s.call({ method: 'GET', url: '/api/v1/end_customer?size=1', token: viewer })).body.data).toMatchObject({ total: list.total });
  });

  it('refuses every route of a resource to a user without its permission', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v1/bg', token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/bg/1', token: viewer })).status).toBe(403);
    const manager = await s.login('manager');
    expect((await s.call({ method: 'GET', url: '/api/v1/bg', token: manager })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/entity', token: manager })).status).toBe(403);
  });

  it('answers /api/v1/info without signing in', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/info' });
    expect(res.body).toMatchObject({ code: 0, version: '1.2.3', environment: 'development' });
  });
});

describe('cross-origin calls', () => {
  it('allows only the configured origins', async () => {
    const { buildApp } = await import('../../server/app');
    const { loadConfig } = await import('../../server/config');
    const { openSeededDatabase } = await import('./harness');
    // As main.ts does: features (the permission catalogue) expect their tables at start.
    const { database } = await openSeededDatabase('pglite');
    const app = await buildApp({ config: { ...loadConfig({ CORS_ORIGINS: 'https://admin.example.com' }), staticDir: '/nonexistent' }, database });
    try {
      const allowed = await app.inject({ method: 'GET', url: '/api/v1/info', headers: { origin: 'https://admin.example.com' } });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      const other = await app.inject({ method: 'GET', url: '/api/v1/info', headers: { origin: 'https://evil.example.com' } });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
