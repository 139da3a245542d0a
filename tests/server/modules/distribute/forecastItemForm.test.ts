// A forecast item added or changed by hand (the detail screen's form, the family's item calls): every
// problem of the body is named by its field in one 400 and nothing is written; a good body adds the
// item with its weeks (a new line number, kept in the item history) and a change rewrites fields and weeks.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe(`forecast item form calls (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  let forecast: { id: number; items: number; max_line: number };
  let mpn: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    forecast = (await sql<typeof forecast>`select f.id::int as id, count(i.id)::int as items, max(i.line_no)::int as max_line from forecast f
      join forecast_item i on i.forecast_id = f.id where f.family = 'noncf' group by f.id order by f.id desc limit 1`.execute(s.database.db)).rows[0];
    mpn = (await sql<{ mpn: string }>`select mpn from material order by id limit 1`.execute(s.database.db)).rows[0].mpn;
  });
  afterAll(() => s.close());

  const itemCount = async () => Number((await sql<{ n: number }>`select count(*)::int as n from forecast_item where forecast_id = ${forecast.id}`.execute(s.database.db)).rows[0].n);

  it('names every bad field of an item in one 400 and adds nothing', async () => {
    const res = await s.call({
      method: 'POST', url: `/api/v1/forecast/${forecast.id}/item`, token: op,
      payload: { mpn: '', plant: 'P'.repeat(31), mpq: '0', weeks: [{ week: '2026-12-01', qty: '5' }, { week: '2026-12-07', qty: '-1' }] },
    });
    expect(res.status).toBe(400);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['mpn', 'mpq', 'plant', 'weeks.1.week', 'weeks.2.qty']);
    expect(await itemCount()).toBe(forecast.items);
  });

  it('adds an item with its weeks as the next line, then changes its fields and weeks', async () => {
    const add = await s.call({
      method: 'POST', url: `/api/v1/forecast/${forecast.id}/item`, token: op,
      payload: { mpn, cpn: 'FORM-CPN', plant: 'CN01', mpq: '250', weeks: [{ week: '2026-12-07', qty: '500' }, { week: '2026-12-14', qty: '750.5' }] },
    });
    expect(add.status, JSON.stringify(add.body)).toBe(200);
    const item = add.body.data as { id: number; line_no: number; material_id: number | null; weeks: { week: string; qty: string }[] };
    expect(item.line_no).toBe(forecast.max_line + 1);
    expect(item.material_id).not.toBeNull();
    expect(item.weeks).toEqual([{ week: '2026-12-07', qty: '500.000' }, { week: '2026-12-14', qty: '750.500' }]);
    expect(await itemCount()).toBe(forecast.items + 1);

    const bad = await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${item.id}`, token: op, payload: { cpn: 'C'.repeat(61), weeks: [{ week: 'soon', qty: '1' }] } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['cpn', 'weeks.1.week']);

    const put = await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${item.id}`, token: op, payload: { mpn, cpn: 'FORM-CPN-2', plant: '', mpq: '250', weeks: [{ week: '2026-12-07', qty: '0' }, { week: '2026-12-21', qty: '40' }] } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const after = put.body.data as { cpn: string; plant: string | null; weeks: { week: string; qty: string }[] };
    expect([after.cpn, after.plant]).toEqual(['FORM-CPN-2', null]);
    expect(after.weeks).toEqual([{ week: '2026-12-07', qty: '0.000' }, { week: '2026-12-14', qty: '750.500' }, { week: '2026-12-21', qty: '40.000' }]);
    const history = (await s.call({ method: 'GET', url: `/api/v1/forecast/item/${item.id}/history`, token: op })).body.data as { list: { action: string; changes: Record<string, unknown[]> }[] };
    expect(history.list.map((h) => h.action)).toEqual(['update', 'add']);
    expect(history.list[0].changes).toMatchObject({ cpn: ['FORM-CPN', 'FORM-CPN-2'], plant: ['CN01', null], '2026-12-07': ['500.000', '0'], '2026-12-21': [null, '40'] });
  });
});
