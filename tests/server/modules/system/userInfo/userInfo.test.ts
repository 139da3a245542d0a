// The user information page's own call (GET /api/v1/user/info/{id}): sign-ins, the unit with its
// path, the newest events and changes to the account; the screen's rule (admin-user: switch-user, who
// reads the user list, is refused), 401 without a session, 400 for a bad id, 404 for an unknown one.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../../server/auth/password';
import { BACKENDS, PASSWORD, startTestServer, type TestServer } from '../../../harness';
import type { UserInfoExtra } from '../../../../../src/contract/userInfo';

const BASE = '/api/v1/user/info';

describe.each(BACKENDS)('User information on %s', (backend) => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await s.login('admin');
  });
  afterAll(() => s.close());

  async function makeUser(name: string, permissions: string[] = []): Promise<number> {
    const db = s.database.db;
    const { id } = await db.insertInto('users').values({ name, nick_name: null, email: null, language: null, password_hash: await hashPassword(PASSWORD) }).returning('id').executeTakeFirstOrThrow();
    // An account with no role is not activated yet: it cannot sign in.
    const viewer = await db.selectFrom('roles').select('id').where('name', '=', 'Viewer').executeTakeFirstOrThrow();
    await db.insertInto('user_roles').values({ user_id: id, role_id: viewer.id }).execute();
    for (const p of permissions) {
      const perm = await db.selectFrom('permissions').select('id').where('name', '=', p).executeTakeFirstOrThrow();
      await db.insertInto('user_permissions').values({ user_id: id, permission_id: perm.id }).execute();
    }
    return Number(id);
  }

  it("answers the user's sign-in, unit path and events, newest first", async () => {
    const id = await makeUser('info1');
    const before = (await s.call({ method: 'GET', url: `${BASE}/${id}`, token: admin })).body.data;
    expect(before).toMatchObject({ id, last_sign_in_at: null, live_sessions: 0, organization: null, activity: { list: [], total: 0 }, account_changes: { total: 0 } });

    await sql`insert into org_unit_user (user_id, org_id, assigned_by) select ${id}, id, 'test' from org_unit where code = 'NSC-SALES-AM-E'`.execute(s.database.db);
    await s.login('info1');
    const saved = await s.call({ method: 'PUT', url: `/api/v1/user/${id}`, token: admin, payload: { nick_name: 'Ivy Info' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const res = await s.call({ method: 'GET', url: `${BASE}/${id}`, token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const info = res.body.data as UserInfoExtra;
    expect(info.last_sign_in_at).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
    expect(info.live_sessions).toBe(1);
    expect(info.organization!.path.map((u) => u.code)).toEqual(['NSC', 'NSC-SALES', 'NSC-SALES-AM-E']);
    expect(info.account_changes.list[0]).toMatchObject({ resource: 'user', record_id: id, action: 'update', user_name: 'admin' });
    // What happened, never the contents (those are the event log's, user-event).
    expect(info.account_changes.list[0]).not.toHaveProperty('before');
    expect(info.account_changes.list[0]).not.toHaveProperty('after');

    // The admin's own activity holds the change it made to info1.
    const adminId = Number((await s.database.db.selectFrom('users').select('id').where('name', '=', 'admin').executeTakeFirstOrThrow()).id);
    const mine = (await s.call({ method: 'GET', url: `${BASE}/${adminId}`, token: admin })).body.data as UserInfoExtra;
    expect(mine.activity.list.some((e) => e.record_id === id)).toBe(true);
    expect(mine.organization!.path.map((u) => u.code)).toEqual(['NSC']);
  });

  it('answers admin-user and refuses switch-user, the others and no session', async () => {
    const id = await makeUser('info2');
    await makeUser('useradmin1', ['admin-user']);
    await makeUser('switcher1', ['switch-user']);
    await makeUser('plain1');
    expect((await s.call({ method: 'GET', url: `${BASE}/${id}`, token: await s.login('useradmin1') })).status).toBe(200);
    // switch-user reads the user list to pick whom to switch to; this page is the administrators'.
    expect((await s.call({ method: 'GET', url: `${BASE}/${id}`, token: await s.login('switcher1') })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/${id}`, token: await s.login('plain1') })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/${id}`, token: await s.login('viewer') })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `${BASE}/${id}` })).status).toBe(401);
  });

  it('names a bad id (400) and an unknown one (404)', async () => {
    const bad = await s.call({ method: 'GET', url: `${BASE}/abc`, token: admin });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('id');
    expect((await s.call({ method: 'GET', url: `${BASE}/0`, token: admin })).status).toBe(400);
    const unknown = await s.call({ method: 'GET', url: `${BASE}/99999999`, token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toContain('99999999');
  });
});
