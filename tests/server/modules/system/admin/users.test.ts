// User management and one's own profile against the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../../server/auth/password';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from '../../../harness';

interface UserRow {
  id: number;
  name: string;
  nick_name: string | null;
  language: string | null;
  disabled: boolean;
  roles: { id: number; name: string }[];
  permissions: { id: number; name: string }[];
}

describe.each(BACKENDS)('user administration on %s', (backend) => {
  let s: TestServer;
  const idOf = async (name: string) => Number((await s.database.db.selectFrom('users').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  const roleId = async (name: string) => Number((await s.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  /** A fresh account holding one role, signed in with its own token. */
  async function account(name: string, role = 'Viewer', password = PASSWORD): Promise<{ id: number; token: string }> {
    const { id } = await s.database.db
      .insertInto('users')
      .values({ name, nick_name: null, email: null, language: null, password_hash: await hashPassword(password) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await s.database.db.insertInto('user_roles').values({ user_id: id, role_id: await roleId(role) }).execute();
    const res = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: name, password } });
    return { id: Number(id), token: (res.body.data as { token: string }).token };
  }
  const me = async (token: string) => s.call({ method: 'GET', url: '/api/v1/auth/me', token });
  const directPermissions = async (userId: number) =>
    (await s.database.db.selectFrom('user_permissions').innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id').select('permissions.name').where('user_id', '=', userId).execute()).map((r) => r.name).sort();

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('lists users with their roles, searches by name and role, and pages', async () => {
    const admin = await s.login('admin');
    const all = await s.call({ method: 'GET', url: '/api/v1/user', token: admin });
    expect(all.status).toBe(200);
    const page = all.body.data as { list: UserRow[]; total: number };
    expect(page.list.map((u) => u.name)).toEqual(expect.arrayContaining(['admin', 'manager', 'op', 'viewer']));
    expect(page.list.find((u) => u.name === 'op')!.roles.map((r) => r.name)).toEqual(['OP']);
    expect(JSON.stringify(page.list)).not.toContain('scrypt');

    const byNick = (await s.call({ method: 'GET', url: '/api/v1/user?keyword=olivia', token: admin })).body.data as { list: UserRow[] };
    expect(byNick.list.map((u) => u.name)).toEqual(['op']);
    const byRole = (await s.call({ method: 'GET', url: '/api/v1/user?keyword=manager', token: admin })).body.data as { list: UserRow[] };
    expect(byRole.list.map((u) => u.name)).toEqual(['manager']);
    const wildcard = (await s.call({ method: 'GET', url: '/api/v1/user?keyword=%25', token: admin })).body.data as { total: number };
    expect(wildcard.total).toBe(0);

    const first = (await s.call({ method: 'GET', url: '/api/v1/user?page=1&size=2&sort=name', token: admin })).body.data as { list: UserRow[]; total: number };
    const second = (await s.call({ method: 'GET', url: '/api/v1/user?page=2&size=2&sort=name', token: admin })).body.data as { list: UserRow[] };
    expect(first.list).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(second.list[0].name > first.list[1].name).toBe(true);
    const badSort = await s.call({ method: 'GET', url: '/api/v1/user?sort=password_hash', token: admin });
    expect(badSort.status).toBe(400);
    expect(badSort.body.errors).toEqual([expect.objectContaining({ field: 'sort' })]);
  });

  it('lets switch-user read the list but not change anyone; others may not even read', async () => {
    const helper = await account('helpdesk', 'Viewer');
    const perm = await s.database.db.selectFrom('permissions').select('id').where('name', '=', 'switch-user').executeTakeFirstOrThrow();
    await s.database.db.insertInto('user_permissions').values({ user_id: helper.id, permission_id: perm.id }).execute();
    expect((await s.call({ method: 'GET', url: '/api/v1/user', token: helper.token })).status).toBe(200);
    const viewerId = await idOf('viewer');
    const refused = await s.call({ method: 'PUT', url: `/api/v1/user/disable/${viewerId}`, token: helper.token });
    expect(refused.status).toBe(403);
    expect((await me(await s.login('viewer'))).status).toBe(200);

    expect((await s.call({ method: 'GET', url: '/api/v1/user', token: await s.login('op') })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/user' })).status).toBe(401);
    expect((await s.call({ method: 'GET', url: `/api/v1/user/${viewerId}`, token: await s.login('manager') })).status).toBe(403);
  });

  it('assigns and revokes direct permissions, which the user holds at once', async () => {
    const admin = await s.login('admin');
    const clerk = await account('clerk1');
    const assign = await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${clerk.id}`, token: admin, payload: { permissions: ['manage-schedule', 'user-event'] } });
    expect(assign.status).toBe(200);
    expect((assign.body.data as UserRow).permissions.map((p) => p.name)).toEqual(['manage-schedule', 'user-event']);
    const held = (await me(clerk.token)).body.user as { permissions: { name: string }[] };
    expect(held.permissions.map((p) => p.name)).toEqual(['manage-schedule', 'user-event']);

    const revoke = await s.call({ method: 'PUT', url: `/api/v1/permission/revoke/user/${clerk.id}`, token: admin, payload: { permissions: ['manage-schedule'] } });
    expect(revoke.status).toBe(200);
    expect(await directPermissions(clerk.id)).toEqual(['user-event']);
    const events = await s.database.db.selectFrom('events').select(['action', 'after']).where('resource', '=', 'user').where('record_id', '=', clerk.id).execute();
    expect(events).toHaveLength(2);
  });

  it('refuses unknown permissions, callers without admin-user, and granting oneself, changing nothing', async () => {
    const admin = await s.login('admin');
    const clerk = await account('clerk2');
    const before = await s.count('user_permissions');
    const unknown = await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${clerk.id}`, token: admin, payload: { permissions: ['manage-bg', 'make-coffee'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'permissions', message: 'Unknown permissions: make-coffee' }]);
    const notList = await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${clerk.id}`, token: admin, payload: { permissions: { a: 1 } } });
    expect(notList.status).toBe(400);
    const byOp = await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${clerk.id}`, token: await s.login('op'), payload: { permissions: ['manage-bg'] } });
    expect(byOp.status).toBe(403);
    const self = await s.call({ method: 'PUT', url: `/api/v1/permission/assign/user/${clerk.id}`, token: clerk.token, payload: { permissions: ['admin-user'] } });
    expect(self.status).toBe(403);
    const adminSelf = await s.call({ method: 'PUT', url: `/api/v1/permission/revoke/user/${await idOf('admin')}`, token: admin, payload: { permissions: ['manage-bg'] } });
    expect(adminSelf.status).toBe(403);
    expect(await s.count('user_permissions')).toBe(before);
  });

  it('disabling a user ends their sessions at once; enabling lets them sign in again', async () => {
    const admin = await s.login('admin');
    const clerk = await account('clerk3');
    expect((await me(clerk.token)).status).toBe(200);
    const res = await s.call({ method: 'PUT', url: `/api/v1/user/disable/${clerk.id}`, token: admin });
    expect(res.status).toBe(200);
    expect((res.body.data as UserRow).disabled).toBe(true);
    expect((await me(clerk.token)).status).toBe(401);
    const live = await s.database.db.selectFrom('sessions').select('id').where('user_id', '=', clerk.id).where('revoked_at', 'is', null).execute();
    expect(live).toEqual([]);
    const login = await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'clerk3', password: PASSWORD } });
    expect(login.status).toBe(403);

    const enable = await s.call({ method: 'PUT', url: `/api/v1/user/disable/${clerk.id}`, token: admin, payload: { disabled: false } });
    expect((enable.body.data as UserRow).disabled).toBe(false);
    expect((await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'clerk3', password: PASSWORD } })).status).toBe(200);
  });

  it('lets nobody disable or delete themselves', async () => {
    const admin = await s.login('admin');
    const adminId = await idOf('admin');
    const disable = await s.call({ method: 'PUT', url: `/api/v1/user/disable/${adminId}`, token: admin });
    expect(disable.status).toBe(403);
    expect(disable.body.message).toMatch(/your own account/);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/user/${adminId}`, token: admin })).status).toBe(403);
    expect((await me(admin)).status).toBe(200);
  });

  it('lets a user read and edit their own profile, and nothing else about themselves', async () => {
    const clerk = await account('clerk4', 'Viewer');
    const own = await s.call({ method: 'GET', url: `/api/v1/user/${clerk.id}`, token: clerk.token });
    expect(own.status).toBe(200);
    const edit = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: clerk.token, payload: { nick_name: 'Clara Clerk', email: 'clara@example.com', language: 'zh-CN' } });
    expect(edit.status).toBe(200);
    expect(edit.body.data).toMatchObject({ nick_name: 'Clara Clerk', email: 'clara@example.com', language: 'zh-CN' });
    expect((await me(clerk.token)).body.user).toMatchObject({ nick_name: 'Clara Clerk', language: 'zh-CN' });

    const roles = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: clerk.token, payload: { nick_name: 'Boss', role_ids: [await roleId('Admin')] } });
    expect(roles.status).toBe(403);
    const after = (await s.call({ method: 'GET', url: `/api/v1/user/${clerk.id}`, token: clerk.token })).body.data as UserRow;
    expect(after.roles.map((r) => r.name)).toEqual(['Viewer']);
    expect(after.nick_name).toBe('Clara Clerk');

    const admin = await s.login('admin');
    const adminRoles = await s.call({ method: 'PUT', url: `/api/v1/user/${await idOf('admin')}`, token: admin, payload: { role_ids: [await roleId('Viewer')] } });
    expect(adminRoles.status).toBe(403);
    const other = await s.call({ method: 'PUT', url: `/api/v1/user/${await idOf('op')}`, token: clerk.token, payload: { nick_name: 'x' } });
    expect(other.status).toBe(403);
    const badLang = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: clerk.token, payload: { language: 'fr-FR' } });
    expect(badLang.status).toBe(400);
    expect(badLang.body.errors).toEqual([expect.objectContaining({ field: 'language' })]);
  });

  it('changes one\'s own password only with the current one, and never records it', async () => {
    const clerk = await account('clerk5');
    const wrong = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: clerk.token, payload: { password: 'new-secret-1', current_password: 'nope' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([{ field: 'current_password', message: 'The current password is not correct' }]);
    const short = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: clerk.token, payload: { password: 'short', current_password: PASSWORD } });
    expect(short.status).toBe(400);
    expect((await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'clerk5', password: PASSWORD } })).status).toBe(200);

    const done = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: clerk.token, payload: { password: 'new-secret-1', current_password: PASSWORD } });
    expect(done.status).toBe(200);
    expect((await me(clerk.token)).status).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'clerk5', password: 'new-secret-1' } })).status).toBe(200);
    const events = await s.database.db.selectFrom('events').select(['before', 'after']).where('record_id', '=', clerk.id).where('resource', '=', 'user').execute();
    expect(JSON.stringify(events)).not.toContain('new-secret-1');
    expect(JSON.stringify(events)).not.toContain('scrypt');
  });

  it('lets an administrator set someone\'s roles; the user\'s roles are readable', async () => {
    const admin = await s.login('admin');
    const clerk = await account('clerk6');
    const res = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: admin, payload: { role_ids: [await roleId('OP'), await roleId('Manager')] } });
    expect(res.status).toBe(200);
    expect((res.body.data as UserRow).roles.map((r) => r.name)).toEqual(['Manager', 'OP']);
    const roles = await s.call({ method: 'GET', url: `/api/v1/user/role/${clerk.id}`, token: admin });
    const list = (roles.body.data as { list: { name: string; permissions: string[] }[] }).list;
    expect(list.map((r) => r.name)).toEqual(['Manager', 'OP']);
    expect(list[1].permissions).toContain('manage-bg');
    const unknown = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: admin, payload: { role_ids: [999999] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'role_ids' })]);
    expect(((await s.call({ method: 'GET', url: `/api/v1/user/${clerk.id}`, token: admin })).body.data as UserRow).roles).toHaveLength(2);
  });

  it('lets an administrator set a new password for someone, which ends their sessions', async () => {
    const admin = await s.login('admin');
    const clerk = await account('clerk8');
    const res = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: admin, payload: { password: 'reset-by-admin' } });
    expect(res.status).toBe(200);
    expect((await me(clerk.token)).status).toBe(401);
    expect((await s.call({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'clerk8', password: 'reset-by-admin' } })).status).toBe(200);
    const unknownField = await s.call({ method: 'PUT', url: `/api/v1/user/${clerk.id}`, token: admin, payload: { password_hash: 'x' } });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toEqual([{ field: 'password_hash', message: 'Unknown fields: password_hash' }]);
  });

  it('deletes a user, records it, and answers 404 afterwards', async () => {
    const admin = await s.login('admin');
    const clerk = await account('clerk7');
    expect((await s.call({ method: 'DELETE', url: `/api/v1/user/${clerk.id}`, token: await s.login('viewer') })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/user/${clerk.id}`, token: admin })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v1/user/${clerk.id}`, token: admin })).status).toBe(404);
    expect((await me(clerk.token)).status).toBe(401);
    const event = await s.database.db.selectFrom('events').selectAll().where('resource', '=', 'user').where('action', '=', 'delete').where('record_id', '=', clerk.id).executeTakeFirst();
    expect(event?.user_name).toBe('admin');
  });

  it('offers active users to pickers for any signed-in user', async () => {
    const viewer = await s.login('viewer');
    const res = await s.call({ method: 'GET', url: '/api/v2/common/user?keyword=mar', token: viewer });
    expect(res.status).toBe(200);
    expect((res.body.data as { list: unknown[] }).list).toEqual([{ id: await idOf('manager'), name: 'manager', nick_name: 'Marcus Manager' }]);
    expect((await s.call({ method: 'GET', url: '/api/v2/common/user' })).status).toBe(401);
  });
});
