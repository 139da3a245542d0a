// Switch account against the real server and database: who may switch, to whom, what a switched
// session sees and records, switching back, and logging out while switched.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from '../harness';

interface SwitchAnswer {
  token: string;
  user: { id: number; name: string; original_user?: { id: number; name: string } };
}

describe.each(BACKENDS)('switch account on %s', (backend) => {
  let s: TestServer;
  const idOf = async (name: string) => Number((await s.database.db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  /** A fresh session (s.login caches tokens; these tests end sessions). */
  const signIn = async (name: string) => ((await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: name, password: PASSWORD } })).body.data as { token: string }).token;
  const switchTo = (token: string | undefined, id: number | string) => s.call({ method: 'GET', url: `/api/v1/auth/switch/${id}`, token });
  const me = (token: string) => s.call({ method: 'GET', url: '/api/v1/auth/me', token });
  const snapshot = async () => ({ sessions: await s.count('sessions'), events: await s.count('events') });

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('switches an admin to another user: the new session acts as that user and names the admin', async () => {
    const admin = await signIn('admin');
    const res = await switchTo(admin, await idOf('viewer'));
    expect(res.status).toBe(200);
    const data = res.body.data as SwitchAnswer;
    expect(data.token).not.toBe(admin);
    expect(data.user.name).toBe('viewer');
    expect(data.user.original_user?.name).toBe('admin');
    const seen = await me(data.token);
    expect((seen.body.user as SwitchAnswer['user']).name).toBe('viewer');
    expect((seen.body.user as SwitchAnswer['user']).original_user).toMatchObject({ id: await idOf('admin'), name: 'admin' });
    // The switched session has the viewer's rights, not the admin's.
    expect((await s.call({ method: 'GET', url: '/api/v1/user', token: data.token })).status).toBe(403);
    expect((await me(admin)).body.user).toMatchObject({ name: 'admin' });
    const event = await s.database.db.selectFrom('events').selectAll().where('action', '=', 'switch').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ user_name: 'admin', resource: 'user', record_id: await idOf('viewer') });
  });

  it('refuses without switch-user, to oneself, to a disabled or unknown user, and from a switched session; nothing changes', async () => {
    const viewer = await signIn('viewer');
    const admin = await signIn('admin');
    const manager = await idOf('manager');
    await s.database.db.updateTable('users').set({ disabled: true }).where('name', '=', 'manager').execute();
    const switched = ((await switchTo(admin, await idOf('op'))).body.data as SwitchAnswer).token;
    const before = await snapshot();
    const cases: [string | undefined, number | string, number, RegExp][] = [
      [viewer, await idOf('op'), 403, /permission to switch/],
      [admin, await idOf('admin'), 403, /already signed in as this user/],
      [admin, manager, 403, /manager is disabled/],
      [admin, 999999, 404, /does not exist/],
      [admin, 'abc', 400, /id/],
      [undefined, await idOf('op'), 401, /sign in/i],
      [switched, await idOf('viewer'), 403, /switch back to admin first/],
    ];
    for (const [token, id, status, message] of cases) {
      const res = await switchTo(token, id);
      expect([id, res.status, res.body.message]).toEqual([id, status, expect.stringMatching(message)]);
      expect(res.body.code).toBe(status);
    }
    expect(await snapshot()).toEqual(before);
    await s.database.db.updateTable('users').set({ disabled: false }).where('id', '=', manager).execute();
    const zh = await s.call({ method: 'GET', url: `/api/v1/auth/switch/${await idOf('op')}`, token: viewer, headers: { 'accept-language': 'zh-CN' } });
    expect(zh.body.message).toBe('您没有切换到其他用户的权限');
  });

  it('records both identities on every change made while switched', async () => {
    const admin = await signIn('admin');
    const op = ((await switchTo(admin, await idOf('op'))).body.data as SwitchAnswer).token;
    const created = await s.call({ method: 'POST', url: '/api/v1/bg', token: op, payload: { code: 'SWX', name: 'Switched BG', status: 'active' } });
    expect(created.status).toBe(200);
    const id = (created.body.data as { id: number; created_by: string }).id;
    expect((created.body.data as { created_by: string }).created_by).toBe('op');
    const event = await s.database.db.selectFrom('events').selectAll().where('resource', '=', 'bg').where('record_id', '=', id).executeTakeFirstOrThrow();
    expect(event).toMatchObject({ action: 'create', user_name: 'op', user_id: await idOf('op'), original_user_name: 'admin', original_user_id: await idOf('admin') });
    // Without switching, the original columns stay empty.
    const plain = await s.call({ method: 'PUT', url: `/api/v1/bg/${id}`, token: admin, payload: { version: 1, name: 'Plain BG' } });
    expect(plain.status).toBe(200);
    const update = await s.database.db.selectFrom('events').selectAll().where('resource', '=', 'bg').where('record_id', '=', id).where('action', '=', 'update').executeTakeFirstOrThrow();
    expect(update).toMatchObject({ user_name: 'admin', original_user_id: null, original_user_name: null });
  });

  it('switches back: the switched session ends, the original token still works', async () => {
    const admin = await signIn('admin');
    const switched = ((await switchTo(admin, await idOf('viewer'))).body.data as SwitchAnswer).token;
    const back = await switchTo(switched, await idOf('admin'));
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ switchedBack: true, user: { name: 'admin' } });
    expect((await me(switched)).status).toBe(401);
    expect((await me(admin)).status).toBe(200);
    const event = await s.database.db.selectFrom('events').selectAll().where('action', '=', 'switch_back').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(event).toMatchObject({ user_name: 'viewer', original_user_name: 'admin' });
  });

  it('logging out while switched ends both sessions; ending the original ends the switched one', async () => {
    const admin = await signIn('admin');
    const switched = ((await switchTo(admin, await idOf('viewer'))).body.data as SwitchAnswer).token;
    await s.call({ method: 'GET', url: '/api/v1/auth/logout', token: switched });
    expect((await me(switched)).status).toBe(401);
    expect((await me(admin)).status).toBe(401);

    const admin2 = await signIn('admin');
    const switched2 = ((await switchTo(admin2, await idOf('viewer'))).body.data as SwitchAnswer).token;
    await s.call({ method: 'GET', url: '/api/v1/auth/logout', token: admin2 });
    expect((await me(switched2)).status).toBe(401);
  });

  it('ends a switched session when its person loses switch-user or is disabled', async () => {
    await sql`insert into users (name, password_hash) select 'helpdesk', password_hash from users where name = 'admin'`.execute(s.database.db);
    const helpdesk = await idOf('helpdesk');
    await sql`insert into roles (name) values ('Helpdesk')`.execute(s.database.db);
    await sql`insert into role_permissions (role_id, permission_id) select r.id, p.id from roles r, permissions p where r.name = 'Helpdesk' and p.name in ('switch-user', 'view-crm')`.execute(s.database.db);
    await sql`insert into user_roles (user_id, role_id) select ${helpdesk}, id from roles where name = 'Helpdesk'`.execute(s.database.db);
    const token = await signIn('helpdesk');
    const switched = ((await switchTo(token, await idOf('viewer'))).body.data as SwitchAnswer).token;
    expect((await me(switched)).status).toBe(200);
    await sql`delete from role_permissions where role_id = (select id from roles where name = 'Helpdesk') and permission_id = (select id from permissions where name = 'switch-user')`.execute(s.database.db);
    expect((await me(switched)).status).toBe(401);
    expect((await me(token)).status).toBe(200);
  });
});
