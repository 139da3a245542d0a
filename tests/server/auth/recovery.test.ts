// Registration (server/auth/recovery.ts) and what its confirmation promises: the new account is
// enabled but has no roles, and per the spec (roles empty = not activated) it cannot sign in until an
// administrator activates it by giving it a role; then it can.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD } from '../harness';
import { startAuthServer, type AuthServer } from './authServer';

describe.each(BACKENDS)('registration and activation on %s', (backend) => {
  let s: AuthServer;
  beforeAll(async () => {
    s = await startAuthServer(backend, {});
  });
  afterAll(() => s?.close());

  const call = async (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, token?: string, remoteAddress = '10.0.9.1') => {
    const res = await s.app.inject({ method, url, payload, remoteAddress, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.statusCode, body: res.json() as { message: string; data?: { token?: string } } };
  };
  const login = (username: string, password: string, from: string) => call('POST', '/api/v1/auth/login', { username, password }, undefined, from);

  it('creates an account that signs in only after an administrator gives it a role', async () => {
    const registered = await call('POST', '/api/v1/auth/register', { username: 'waitingclerk', email: 'waiting@corp.example', password: 'waiting-pass-1' });
    expect(registered.status).toBe(200);

    const before = await login('waitingclerk', 'waiting-pass-1', '10.0.9.2');
    expect(before.status).toBe(403);
    expect(before.body.message).toBe('The account waitingclerk is not activated; please notify the administrator.');

    const admin = await login('admin', PASSWORD, '10.0.9.3');
    const user = await s.db.selectFrom('users').select('id').where('name', '=', 'waitingclerk').executeTakeFirstOrThrow();
    const role = await s.db.selectFrom('roles').select('id').orderBy('id').executeTakeFirstOrThrow();
    const activated = await call('PUT', `/api/v1/user/${user.id}`, { role_ids: [role.id] }, admin.body.data?.token, '10.0.9.3');
    expect(activated.status).toBe(200);

    const after = await login('waitingclerk', 'waiting-pass-1', '10.0.9.4');
    expect(after.status).toBe(200);
    expect(after.body.data?.token).toEqual(expect.any(String));
  });
});
