// Lead-time tasks: real .xlsx uploads checked row by row (all or nothing), save and confirm into the
// material master, the refusals once confirmed, and the viewer who only reads.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, startTestServer, type TestServer } from '../../../harness';
import { multipart, readXlsx, xlsxFile } from '../../master/upload';

type Task = { id: number; version: number; status: string; item_count: number; items?: Item[] };
type Item = { id: number; material_id: number; costbook_weeks: number | null; ti_weeks: number | null; final_weeks: number | null };

describe.each(BACKENDS)('lead-time tasks on %s', (backend) => {
  let s: TestServer;
  let op: string;
  let mpns: { id: number; mpn: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend);
    op = await s.login('op');
    mpns = (await sql<{ id: number; mpn: string }>`select id, mpn from material order by id desc limit 3`.execute(s.database.db)).rows.map((r) => ({ ...r, id: Number(r.id) }));
  });
  afterAll(() => s.close());

  const create = async (no: string) => {
    const res = await s.call({ method: 'POST', url: '/api/v2/leadtime-task', token: op, payload: { task_no: no, title: 'Test review', period: '2026-12' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as Task;
  };
  const upload = (kind: string, id: number, rows: unknown[][], token = op) => s.call({ method: 'POST', url: `/api/v2/leadtime/upload/${kind}/${id}`, token, ...multipart(xlsxFile(rows)) });
  const read = async (id: number) => (await s.call({ method: 'GET', url: `/api/v2/leadtime/${id}`, token: op })).body.data as Task;

  it('names every bad row of an upload and writes nothing', async () => {
    const task = await create('LT-T-1');
    const res = await upload('costbook', task.id, [
      ['MPN', 'Lead time (weeks)'],
      [mpns[0].mpn, 12],
      ['NO-SUCH-PART-XYZ', 8],
      [mpns[0].mpn, 10],
      [mpns[1].mpn, 'soon'],
    ]);
    expect(res.status).toBe(400);
    const errors = res.body.errors as { row: number; field: string }[];
    expect(errors.map((e) => [e.row, e.field])).toEqual([[3, 'mpn'], [4, 'mpn'], [5, 'weeks']]);
    expect(res.body.message).toMatch(/^Row 3: /);
    expect((await read(task.id)).items).toEqual([]);
    const noColumn = await upload('costbook', task.id, [['Part', 'Weeks?'], ['x', 1]]);
    expect(noColumn.status).toBe(400);
  });

  it('takes both files, saves the finals, and confirms them into the material master', async () => {
    const task = await create('LT-T-2');
    expect((await upload('costbook', task.id, [['MPN', 'Lead time (weeks)'], [mpns[0].mpn, 12], [mpns[1].mpn, 20]])).status).toBe(200);
    const ti = await upload('ti_leadtime', task.id, [['原厂料号', '交期（周）'], [mpns[0].mpn, 16]]);
    expect(ti.body.data).toMatchObject({ item_count: 2, uploaded: 1 });
    const items = (await read(task.id)).items!;
    const first = items.find((i) => i.material_id === mpns[0].id)!;
    expect(first).toMatchObject({ costbook_weeks: 12, ti_weeks: 16, final_weeks: 16 });

    // Not saved yet: confirm is refused; a bad final is refused by row.
    let current = await read(task.id);
    expect((await s.call({ method: 'PUT', url: `/api/v2/leadtime/confirm/${task.id}`, token: op, payload: { version: current.version } })).status).toBe(409);
    const bad = await s.call({ method: 'PUT', url: `/api/v2/leadtime/save/${task.id}`, token: op, payload: { version: current.version, items: [{ id: first.id, final_weeks: 14 }, { id: first.id, final_weeks: 500 }] } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { row: number }[])[0].row).toBe(2);
    const saved = await s.call({ method: 'PUT', url: `/api/v2/leadtime/save/${task.id}`, token: op, payload: { version: current.version, items: [{ id: first.id, final_weeks: 14, remark: 'agreed with TI' }] } });
    expect(saved.body.data).toMatchObject({ status: 'saved' });
    current = saved.body.data as Task;
    // A stale version loses.
    expect((await s.call({ method: 'PUT', url: `/api/v2/leadtime/confirm/${task.id}`, token: op, payload: { version: current.version - 1 } })).status).toBe(409);
    const confirmed = await s.call({ method: 'PUT', url: `/api/v2/leadtime/confirm/${task.id}`, token: op, payload: { version: current.version } });
    expect(confirmed.body.data).toMatchObject({ status: 'confirmed' });
    const master = await sql<{ id: number; lead_time_weeks: number }>`select id, lead_time_weeks from material where id in (${mpns[0].id}, ${mpns[1].id}) order by id`.execute(s.database.db);
    expect(Object.fromEntries(master.rows.map((r) => [Number(r.id), Number(r.lead_time_weeks)]))).toEqual({ [mpns[0].id]: 14, [mpns[1].id]: 20 });

    // Confirmed: nothing changes any more.
    expect((await upload('costbook', task.id, [['MPN', 'Lead time'], [mpns[0].mpn, 3]])).status).toBe(409);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/leadtime/${task.id}`, token: op })).status).toBe(409);
    const file = await s.app.inject({ method: 'GET', url: `/api/v2/leadtime/export/${task.id}`, headers: { authorization: `Bearer ${op}` } });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="leadtime_LT-T-2_\d{4}_\d{2}_\d{2}\.xlsx"; filename\*=UTF-8''leadtime_LT-T-2_\d{4}_\d{2}_\d{2}\.xlsx$/);
    expect(readXlsx(file.rawPayload).slice(1).map((r) => (r as unknown[])[4]).sort()).toEqual([14, 20]);
  });

  it('lets one of two simultaneous confirms win; the other gets 409', async () => {
    const task = await create('LT-T-5');
    await upload('costbook', task.id, [['MPN', 'Lead time'], [mpns[2].mpn, 9]]);
    const before = await read(task.id);
    const saved = (await s.call({ method: 'PUT', url: `/api/v2/leadtime/save/${task.id}`, token: op, payload: { version: before.version, items: [] } })).body.data as Task;
    const confirm = () => s.call({ method: 'PUT', url: `/api/v2/leadtime/confirm/${task.id}`, token: op, payload: { version: saved.version } });
    const statuses = (await Promise.all([confirm(), confirm()])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
  });

  it('lets the viewer read and export, and refuses every write', async () => {
    const manager = await s.login('manager'); // holds manage-leadtime-viewer only
    const task = await create('LT-T-3');
    expect((await s.call({ method: 'GET', url: '/api/v2/leadtime-task', token: manager })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: `/api/v2/leadtime/${task.id}`, token: manager })).status).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/v2/leadtime-task', token: manager, payload: { task_no: 'LT-T-4', title: 'x', period: '2026-12' } })).status).toBe(403);
    expect((await upload('costbook', task.id, [['MPN', 'Lead time'], [mpns[0].mpn, 3]], manager)).status).toBe(403);
    expect((await s.call({ method: 'PUT', url: `/api/v2/leadtime/save/${task.id}`, token: manager, payload: { version: 1, items: [] } })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/leadtime/${task.id}`, token: manager })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/leadtime/${task.id}`, token: op })).status).toBe(200);
  });
});
