// Organization: the demo tree, a unit added under the right kind of parent (and refused under the
// wrong one, by field), users assigned in one transaction (an unknown id changes nothing), 'set'
// taking the unlisted out, and a caller without the permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';

const BASE = '/api/v2/organization';
type Unit = { id: number; parent_id: number | null; kind: string; code: string; name: string; manager_user_id: number | null; user_count: number };
type User = { id: number; name: string; org_id: number | null };
type Answer = { list: Unit[]; total: number; users: User[] };

describe.each(BACKENDS)('Organization on %s', (backend) => {
  let s: TestServer;
  let manager: string;
  beforeAll(async () => {
    s = await startTestServer(backend);
    manager = await s.login('manager');
  });
  afterAll(() => s.close());

  const tree = async () => (await s.call({ method: 'GET', url: BASE, token: manager })).body.data as Answer;
  const errorFields = (body: Record<string, unknown>) => (body.errors as { field: string }[]).map((e) => e.field).sort();

  it('adds units under the right parent and assigns users in one transaction', async () => {
    const before = await tree();
    const company = before.list.find((u) => u.kind === 'company')!;
    const sales = before.list.find((u) => u.code === 'NSC-SALES')!;
    expect(sales.parent_id).toBe(company.id);
    expect(before.list.filter((u) => u.parent_id === sales.id).length).toBeGreaterThanOrEqual(2);
    const op = before.users.find((u) => u.name === 'op')!;
    const viewer = before.users.find((u) => u.name === 'viewer')!;

    const made = await s.call({ method: 'POST', url: BASE, token: manager, payload: { kind: 'team', parent_id: sales.id, code: 'NSC-SALES-FAE', name: 'Field application engineers', manager_user_id: op.id } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const team = made.body.data as Unit;
    expect(team).toMatchObject({ kind: 'team', parent_id: sales.id, manager_user_id: op.id, user_count: 0 });

    const wrong = await s.call({ method: 'POST', url: BASE, token: manager, payload: { kind: 'team', parent_id: company.id, code: 'NSC-SALES-FAE', name: '' } });
    expect(wrong.status).toBe(400);
    expect(errorFields(wrong.body)).toEqual(['code', 'name', 'parent_id']);
    const orphan = await s.call({ method: 'POST', url: BASE, token: manager, payload: { kind: 'department', code: 'X1', name: 'Orphan', manager_user_id: 99999999 } });
    expect(errorFields(orphan.body)).toEqual(['manager_user_id', 'parent_id']);

    const assigned = await s.call({ method: 'POST', url: `${BASE}/user`, token: manager, payload: { org_id: team.id, user_ids: [op.id, viewer.id] } });
    expect(assigned.status, JSON.stringify(assigned.body)).toBe(200);
    expect((assigned.body.data as { unit: Unit; users: User[] }).users.map((u) => u.name).sort()).toEqual(['op', 'viewer']);
    expect((assigned.body.data as { unit: Unit }).unit.user_count).toBe(2);

    // An unknown user: 400 naming user_ids, and the known one given with it is not moved.
    const former = (await tree()).users.find((u) => u.name === 'admin')!.org_id;
    const admin = (await tree()).users.find((u) => u.name === 'admin')!;
    const unknown = await s.call({ method: 'POST', url: `${BASE}/user`, token: manager, payload: { org_id: team.id, user_ids: [admin.id, 99999999] } });
    expect(unknown.status).toBe(400);
    expect(errorFields(unknown.body)).toEqual(['user_ids']);
    expect((await tree()).users.find((u) => u.name === 'admin')!.org_id).toBe(former);
    const noUnit = await s.call({ method: 'POST', url: `${BASE}/user`, token: manager, payload: { org_id: 99999999, user_ids: [admin.id] } });
    expect(errorFields(noUnit.body)).toEqual(['org_id']);

    const set = await s.call({ method: 'POST', url: `${BASE}/user`, token: manager, payload: { org_id: team.id, user_ids: [viewer.id], mode: 'set' } });
    expect((set.body.data as { users: User[] }).users.map((u) => u.name)).toEqual(['viewer']);
    expect((await tree()).users.find((u) => u.name === 'op')!.org_id).toBeNull();
  });

  it('refuses a caller without the permission', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: BASE, token: viewer })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `${BASE}/user`, token: viewer, payload: { org_id: 1, user_ids: [] } })).status).toBe(403);
    const op = await s.login('op');
    expect((await s.call({ method: 'POST', url: BASE, token: op, payload: { kind: 'company', code: 'X', name: 'X' } })).status).toBe(403);
  });
});
