// Role management (role OP only) against the real server and database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

interface RoleRow {
  id: number;
  name: string;
  description: string | null;
  permissions: string[];
  user_count: number;
}

describe.each(BACKENDS)('role administration on %s', (backend) => {
  let s: TestServer;
  const roleId = async (name: string) => Number((await s.database.db.selectFrom('roles').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id);
  const snapshot = async () => ({ roles: await s.count('roles'), grants: await s.count('role_permissions'), events: await s.count('events') });

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s.close());

  it('lists roles with their permission sets and holders', async () => {
    const res = await s.call({ method: 'GET', url: '/api/v1/role?keyword=op', token: await s.login('op') });
    expect(res.status).toBe(200);
    const op = (res.body.data as { list: RoleRow[] }).list.find((r) => r.name === 'OP')!;
    expect(op.permissions).toContain('manage-bg');
    // op, and the demo admin, who also holds role OP.
    expect(op.user_count).toBe(2);
  });

  it('creates, reads, changes and deletes a role, recording each change', async () => {
    const op = await s.login('op');
    const created = await s.call({ method: 'POST', url: '/api/v1/role', token: op, payload: { name: 'Auditors', description: 'Read the event log', permissions: ['user-event', 'view-crm'] } });
    expect(created.status).toBe(200);
    const role = created.body.data as RoleRow;
    expect(role).toMatchObject({ name: 'Auditors', permissions: ['user-event', 'view-crm'], user_count: 0 });

    const changed = await s.call({ method: 'PUT', url: `/api/v1/role/${role.id}`, token: op, payload: { name: 'Event auditors', permissions: ['user-event'] } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ name: 'Event auditors', description: 'Read the event log', permissions: ['user-event'] });
    expect((await s.call({ method: 'GET', url: `/api/v1/role/${role.id}`, token: op })).body.data).toMatchObject({ name: 'Event auditors' });

    expect((await s.call({ method: 'DELETE', url: `/api/v1/role/${role.id}`, token: op })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v1/role/${role.id}`, token: op })).status).toBe(404);
    const events = await s.database.db.selectFrom('events').select(['action', 'user_name']).where('resource', '=', 'role').where('record_id', '=', role.id).orderBy('id').execute();
    expect(events).toEqual([
      { action: 'create', user_name: 'op' },
      { action: 'update', user_name: 'op' },
      { action: 'delete', user_name: 'op' },
    ]);
  });

  it('is for role OP only: everyone else is refused and nothing changes', async () => {
    const opRole = await roleId('OP');
    const before = await snapshot();
    // The demo admin holds role OP too, so it is not among them.
    for (const name of ['manager', 'viewer']) {
      const token = await s.login(name);
      expect((await s.call({ method: 'GET', url: `/api/v1/role/${opRole}`, token })).status).toBe(403);
      expect((await s.call({ method: 'POST', url: '/api/v1/role', token, payload: { name: `By ${name}` } })).status).toBe(403);
      expect((await s.call({ method: 'PUT', url: `/api/v1/role/${opRole}`, token, payload: { permissions: [] } })).status).toBe(403);
      expect((await s.call({ method: 'DELETE', url: `/api/v1/role/${await roleId('Viewer')}`, token })).status).toBe(403);
    }
    expect((await s.call({ method: 'GET', url: '/api/v1/role' })).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('lets user administrators read the role list for their role picker, and nobody else', async () => {
    expect((await s.call({ method: 'GET', url: '/api/v1/role', token: await s.login('admin') })).status).toBe(200);
    for (const name of ['manager', 'viewer']) expect((await s.call({ method: 'GET', url: '/api/v1/role', token: await s.login(name) })).status).toBe(403);
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const op = await s.login('op');
    const before = await snapshot();
    const noName = await s.call({ method: 'POST', url: '/api/v1/role', token: op, payload: { permissions: [] } });
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toEqual([{ field: 'name', message: 'Role name is required' }]);
    const taken = await s.call({ method: 'POST', url: '/api/v1/role', token: op, payload: { name: 'Manager' } });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual([{ field: 'name', message: 'A role named "Manager" already exists' }]);
    const unknown = await s.call({ method: 'POST', url: '/api/v1/role', token: op, payload: { name: 'Coffee', permissions: ['make-coffee'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'permissions', message: 'Unknown permissions: make-coffee' }]);
    const rename = await s.call({ method: 'PUT', url: `/api/v1/role/${await roleId('OP')}`, token: op, payload: { name: 'Operators' } });
    expect(rename.status).toBe(400);
    const badId = await s.call({ method: 'GET', url: '/api/v1/role/abc', token: op });
    expect(badId.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('does not delete a role in use, and says who holds it', async () => {
    const op = await s.login('op');
    const viewerRole = await roleId('Viewer');
    const res = await s.call({ method: 'DELETE', url: `/api/v1/role/${viewerRole}`, token: op });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('The role Viewer is held by viewer; take it away from them first');
    const spec = await s.call({ method: 'DELETE', url: `/api/v1/role/${await roleId('Manager')}`, token: op });
    expect(spec.status).toBe(409);
    expect(await roleId('Viewer')).toBe(viewerRole);
  });

  it('answers in Chinese when asked', async () => {
    const res = await s.call({ method: 'DELETE', url: `/api/v1/role/${await roleId('Viewer')}`, token: await s.login('op'), headers: { 'accept-language': 'zh-CN' } });
    expect(res.body.message).toBe('角色 Viewer 仍被 viewer 持有，请先从这些用户中移除');
  });
});
