// RMA tasks: the spec's calls, the status flow created -> notified -> called back -> released with
// its refusals, the uploaded letters (stored and downloaded), and the screen's access rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart } from '../../master/upload';

type Task = { id: number; version: number; status: string; notify_doc: string; callback_doc: string; callback_date: string; items?: { qty: number }[] };

describe.each(BACKENDS)('RMA tasks on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let ids: { customer: number; vendor: number; material: number };
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    const one = async (table: string) => Number((await sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 1`.execute(s.database.db)).rows[0].id);
    ids = { customer: await one('ship_customer'), vendor: await one('manufacturer'), material: await one('material') };
  });
  afterAll(() => s.close());

  const post = (url: string, payload?: object, token = op) => s.call({ method: 'POST', url, token, payload: payload ?? {} });
  const upload = (url: string, text: string) => s.call({ method: 'POST', url, token: op, ...multipart({ name: 'letter.txt', type: 'text/plain', data: Buffer.from(text) }) });
  const task = async (id: number) => (await s.call({ method: 'GET', url: `/api/v1/rma/task/${id}`, token: op })).body.data as Task;

  async function create(no: string): Promise<Task> {
    const res = await post('/api/v1/rma/task/', { rma_no: no, customer_id: ids.customer, manufacturer_id: ids.vendor, reason: 'defect', items: [{ material_id: ids.material, qty: 250 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Task;
  }

  it('creates a task with its parts, lists it and reads it back with its lines', async () => {
    const created = await create('RMA-T-1');
    expect(created).toMatchObject({ status: 'created', notify_doc: 'missing', callback_date: '2022-01-15' });
    const listed = (await s.call({ method: 'GET', url: '/api/v1/rma/tasks?rma_no=RMA-T-1', token: op })).body.data as { list: Task[]; total: number };
    expect(listed.total).toBe(1);
    expect((await task(created.id)).items).toMatchObject([{ qty: 250 }]);
  });

  it('moves only along created -> notified -> called back -> released, each step needing its document', async () => {
    const { id } = await create('RMA-T-2');
    // No notify letter yet; callback and release out of order: 409 and nothing changes.
    expect((await post(`/api/v1/rma/notify/${id}`)).status).toBe(409);
    expect((await post(`/api/v1/rma/callback/${id}`)).status).toBe(409);
    expect((await post(`/api/v1/rma/release/${id}`)).status).toBe(409);
    expect((await upload(`/api/v1/rma/upload/callback/${id}`, 'too early')).status).toBe(409);
    expect((await task(id)).status).toBe('created');

    expect((await upload(`/api/v1/rma/upload/notify/${id}`, 'Dear vendor, 250 pcs return')).status).toBe(200);
    const download = await s.app.inject({ method: 'GET', url: `/api/v1/rma/file/${id}/notify`, headers: { authorization: `Bearer ${op}` } });
    expect(download.body).toBe('Dear vendor, 250 pcs return');
    expect((await post(`/api/v1/rma/notify/${id}`)).body.data).toMatchObject({ status: 'notified' });
    expect((await post(`/api/v1/rma/release/${id}`)).status).toBe(409);
    expect((await post(`/api/v1/rma/callback/${id}`)).status).toBe(409); // no callback document yet
    expect((await upload(`/api/v1/rma/upload/callback/${id}`, 'Accepted')).status).toBe(200);
    expect((await post(`/api/v1/rma/callback/${id}`)).body.data).toMatchObject({ status: 'called_back' });
    expect((await post(`/api/v1/rma/notify/${id}`)).status).toBe(409); // no way back
    const done = await post(`/api/v1/rma/release/${id}`);
    expect(done.body.data).toMatchObject({ status: 'released' });
    // Released: the letters and the callback date are frozen.
    expect((await upload(`/api/v1/rma/upload/notify/${id}`, 'late')).status).toBe(409);
    const date = await s.call({ method: 'PUT', url: `/api/v1/rma/task/${id}`, token: op, payload: { callback_date: '2026-12-01' } });
    expect(date.status).toBe(409);
  });

  it('sets the callback date with PUT task/{id}, checking the date', async () => {
    const { id } = await create('RMA-T-3');
    const bad = await s.call({ method: 'PUT', url: `/api/v1/rma/task/${id}`, token: op, payload: { callback_date: '2026-02-30' } });
    expect(bad.status).toBe(400);
    const res = await s.call({ method: 'PUT', url: `/api/v1/rma/task/${id}`, token: op, payload: { callback_date: '2026-12-01' } });
    expect(res.body.data).toMatchObject({ callback_date: '2026-12-01' });
  });

  it('refuses users without manage-rma-manager, changing nothing', async () => {
    const manager = await s.login('manager');
    const { id } = await create('RMA-T-4');
    expect((await s.call({ method: 'GET', url: '/api/v1/rma/tasks', token: manager })).status).toBe(403);
    expect((await post(`/api/v1/rma/notify/${id}`, {}, manager)).status).toBe(403);
    expect((await s.call({ method: 'POST', url: `/api/v1/rma/upload/notify/${id}`, token: manager, ...multipart({ name: 'x.txt', type: 'text/plain', data: Buffer.from('x') }) })).status).toBe(403);
    expect((await task(id)).notify_doc).toBe('missing');
  });

  it('has demo tasks in every state', async () => {
    const rows = await sql<{ status: string }>`select distinct status from rma_task where created_by = 'seed'`.execute(s.database.db);
    expect(rows.rows.map((r) => r.status).sort()).toEqual(['called_back', 'created', 'notified', 'released']);
  });
});
