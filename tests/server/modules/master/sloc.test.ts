// Storage-location assignments, defaults and the OR mapping, on the real database.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../harness';

type Row = Record<string, unknown> & { id: number; version: number };
type Assignment = { id: number; sloc_id: number; material_id: number; is_default: boolean; mpn: string; sloc_code: string };

describe.each(BACKENDS)('storage location calls on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let slocs: { id: number; plant: string; code: string }[];
  let materials: number[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    // Two SLOCs of one plant and one of another.
    const plants = await sql<{ plant: string }>`select plant from sloc group by plant having count(*) >= 2 order by plant limit 1`.execute(s.database.db);
    const same = await sql<{ id: number; plant: string; code: string }>`select id, plant, code from sloc where plant = ${plants.rows[0].plant} order by id limit 2`.execute(s.database.db);
    const other = await sql<{ id: number; plant: string; code: string }>`select id, plant, code from sloc where plant <> ${plants.rows[0].plant} order by id limit 1`.execute(s.database.db);
    slocs = [...same.rows, ...other.rows].map((r) => ({ ...r, id: Number(r.id) }));
    materials = (await sql<{ id: number }>`select id from material order by id limit 2`.execute(s.database.db)).rows.map((r) => Number(r.id));
  });
  afterAll(() => s.close());

  const put = (url: string, token = op) => s.call({ method: 'PUT', url, token });
  const assignments = async (query: string) =>
    ((await s.call({ method: 'GET', url: `/api/v1/sloc/assigned?${query}`, token: op })).body.data as { list: Assignment[]; total: number });

  it('assigns a material to a storage location once, recording the change', async () => {
    const res = await put(`/api/v1/sloc/${slocs[0].id}/${materials[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ sloc_id: slocs[0].id, material_id: materials[0], is_default: false, created_by: 'op' });
    const again = await put(`/api/v1/sloc/${slocs[0].id}/${materials[0]}`);
    expect((again.body.data as Row).id).toBe((res.body.data as Row).id);
    expect(await s.count('sloc_inventory')).toBe(1);
    const events = await sql<{ n: number }>`select count(*)::int as n from events where resource = 'sloc_inventory' and action = 'create'`.execute(s.database.db);
    expect(Number(events.rows[0].n)).toBe(1);
    const listed = await assignments(`sloc_id=${slocs[0].id}`);
    expect(listed.total).toBe(1);
    expect(listed.list[0]).toMatchObject({ material_id: materials[0], sloc_code: slocs[0].code });
  });

  it('answers 404 for a missing storage location or material and 400 for a bad id', async () => {
    expect((await put(`/api/v1/sloc/999999/${materials[0]}`)).status).toBe(404);
    expect((await put(`/api/v1/sloc/${slocs[0].id}/999999`)).status).toBe(404);
    const bad = await put(`/api/v1/sloc/${slocs[0].id}/abc`);
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('id2');
  });

  it('keeps one default per material and plant', async () => {
    await put(`/api/v1/sloc/${slocs[1].id}/${materials[0]}`);
    await put(`/api/v1/sloc/${slocs[2].id}/${materials[0]}`);
    expect((await put(`/api/v1/sloc/default/${slocs[0].id}/${materials[0]}`)).status).toBe(200);
    expect((await put(`/api/v1/sloc/default/${slocs[2].id}/${materials[0]}`)).status).toBe(200);
    expect((await put(`/api/v1/sloc/default/${slocs[1].id}/${materials[0]}`)).body.data).toMatchObject({ is_default: true });
    const all = (await assignments(`material_id=${materials[0]}`)).list;
    const defaults = all.filter((a) => a.is_default).map((a) => a.sloc_id).sort();
    // slocs[1] replaced slocs[0] in their plant; slocs[2] (another plant) keeps its default.
    expect(defaults).toEqual([slocs[1].id, slocs[2].id].sort());
  });

  it('refuses a default for a location the material is not assigned to', async () => {
    const res = await put(`/api/v1/sloc/default/${slocs[0].id}/${materials[1]}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/is not assigned to storage location/);
  });

  it('removes an assignment', async () => {
    const [first] = (await assignments(`sloc_id=${slocs[2].id}`)).list;
    const res = await s.call({ method: 'DELETE', url: `/api/v1/sloc/assigned/${first.id}`, token: op });
    expect(res.status).toBe(200);
    expect((await assignments(`sloc_id=${slocs[2].id}`)).total).toBe(0);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/sloc/assigned/${first.id}`, token: op })).status).toBe(404);
  });

  it('refuses users without manage-sloc and changes nothing', async () => {
    const manager = await s.login('manager');
    const before = await s.count('sloc_inventory');
    expect((await put(`/api/v1/sloc/${slocs[0].id}/${materials[1]}`, manager)).status).toBe(403);
    expect((await put(`/api/v1/sloc/default/${slocs[0].id}/${materials[0]}`, manager)).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/sloc/assigned', token: manager })).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/v1/sloc/${slocs[0].id}/${materials[1]}` })).status).toBe(401);
    expect(await s.count('sloc_inventory')).toBe(before);
  });

  it('maps an OR storage location to another physical one; lists and deletes through the OR base', async () => {
    const list = (await s.call({ method: 'GET', url: '/api/v1/sloc/or?size=5', token: op })).body.data as { list: Row[] };
    const or = list.list[0];
    const target = slocs.find((x) => x.id !== Number(or.sloc_id))!;
    const res = await put(`/api/v1/sloc/or/${or.id}/${target.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: or.id, sloc_id: target.id, version: or.version + 1, sloc_id__title: target.code });
    expect((await put(`/api/v1/sloc/or/${or.id}/999999`)).status).toBe(404);
    expect((await put(`/api/v1/sloc/or/${or.id}/${target.id}`, await s.login('viewer'))).status).toBe(403);
    const del = await s.call({ method: 'DELETE', url: `/api/v1/sloc/or/${or.id}`, token: op });
    expect(del.status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v1/sloc/or/${or.id}`, token: op })).status).toBe(404);
  });

  it('drops the assignments of a deleted storage location', async () => {
    const fresh = await s.call({
      method: 'POST',
      url: '/api/v1/sloc',
      token: op,
      payload: { code: 'TMP-SLOC', plant: slocs[0].plant, name: 'Temporary', warehouse_type: 'own', entity_id: (await sql<{ id: number }>`select entity_id as id from sloc limit 1`.execute(s.database.db)).rows[0].id, country: 'CN', status: 'active' },
    });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const id = (fresh.body.data as Row).id;
    await put(`/api/v1/sloc/${id}/${materials[1]}`);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/sloc/${id}`, token: op })).status).toBe(200);
    expect((await assignments(`sloc_id=${id}`)).total).toBe(0);
  });
});
