// The planning model's calls (issue 26): demo forecasts and backlogs, the backlog upload and its
// assignment (reasons for what is not assigned), row-named 400s, 409 on a used number, the families'
// access rules, a new forecast version copying the latest, exact weekly quantities, and the CF retry.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';
import { multipart, xlsxFile } from '../master/upload';

describe('planning forecasts and backlogs', () => {
  let s: TestServer;
  let op: string;
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('seeds two versions of 52 weeks per family and backlogs with assigned and unassigned lines', async () => {
    const forecasts = await q(sql<{ family: string; versions: number; short: number }>`select f.family, max(f.version_no)::int as versions,
        count(*) filter (where (select count(distinct week_start) from forecast_qty q where q.forecast_id = f.id) <> 52)::int as short
      from forecast f group by f.family order by 1`);
    expect(forecasts).toEqual([{ family: 'cf', versions: 2, short: 0 }, { family: 'noncf', versions: 2, short: 0 }, { family: 'nonti', versions: 2, short: 0 }]);
    const list = await s.call({ method: 'GET', url: '/api/v1/backlog/NonCF', token: op });
    expect(list.status).toBe(200);
    const rows = (list.body.data as { list: { assigned_count: number; unassigned_count: number; forecasts: unknown[] }[] }).list;
    expect(rows.length).toBe(2);
    expect(rows[0].assigned_count).toBeGreaterThan(rows[0].unassigned_count);
    expect(rows[0].unassigned_count).toBeGreaterThan(0);
    expect(rows[0].forecasts.length).toBeGreaterThan(0);
  });

  it('uploads a backlog: checks rows first, assigns by material, lists what it could not assign', async () => {
    const [item] = await q(sql<{ mpn: string; customer: string; bg: number }>`select i.mpn, c.code as customer, f.bg_id::int as bg from forecast_item i
      join forecast f on f.id = i.forecast_id join ship_customer c on c.id = i.customer_id where f.family = 'noncf' order by f.version_no desc, i.id limit 1`);
    const bad = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { no: 'BLK-T-1', backlog_date: '2026-11-27',
      backlogs: [{ mpn: item.mpn, qty: '10', request_date: '2026-12-20' }, { mpn: item.mpn, qty: '0', request_date: '2026-12-20' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Row 2: qty must be a number of at least 0 with at most 3 decimals');
    expect((bad.body.errors as { field: string }[])[0].field).toBe('backlogs.2.qty');
    expect(await q(sql`select 1 from backlog where no = 'BLK-T-1'`)).toEqual([]);
    const good = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { no: 'BLK-T-1', backlog_date: '2026-11-27', filename_zjr: 'zjr.xlsx',
      backlogs: [{ mpn: item.mpn, customer: item.customer, qty: '1,200.5', request_date: '2026-11-30' }, { mpn: 'NO-SUCH-MPN', qty: 3, request_date: '2026-12-21' }] } });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.body.data).toMatchObject({ no: 'BLK-T-1', assigned: 1, unassigned: 1 });
    const lines = await q(sql<{ qty: string; esd: string; reason: string | null; assigned: boolean; delay: number }>`select l.qty::text as qty, to_char(l.esd, 'YYYY-MM-DD') as esd,
        l.unassigned_reason as reason, l.forecast_item_id is not null as assigned, b.delay from backlog_line l join backlog b on b.id = l.backlog_id where b.no = 'BLK-T-1' order by l.line_no`);
    // Delay 14 by default: a line due before the backlog date + 14 ships then.
    expect(lines).toEqual([{ qty: '1200.500', esd: '2026-12-11', reason: null, assigned: true, delay: 14 }, { qty: '3.000', esd: '2026-12-21', reason: 'no_material', assigned: false, delay: 14 }]);
    const unassigned = await s.call({ method: 'GET', url: '/api/v1/backlog/NonCF/unassigned/BLK-T-1', token: op });
    expect((unassigned.body.data as { list: { mpn: string }[] }).list.map((l) => l.mpn)).toEqual(['NO-SUCH-MPN']);
    const again = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { no: 'BLK-T-1', backlog_date: '2026-11-27', backlogs: [{ mpn: item.mpn, qty: 1, request_date: '2026-12-01' }] } });
    expect(again.status).toBe(409);
    const recorded = await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { no: 'BLK-T-2', backlog_date: '2026-11-27', assignShipment: 0, backlogs: [{ mpn: item.mpn, qty: 1, request_date: '2026-12-01' }] } });
    expect(recorded.body.data).toMatchObject({ assigned: 0, unassigned: 1 });
    expect(await q(sql`select unassigned_reason from backlog_line l join backlog b on b.id = l.backlog_id where b.no = 'BLK-T-2'`)).toEqual([{ unassigned_reason: 'not_assigned' }]);
  });

  it('checks each family against its own screen rule', async () => {
    const viewer = await s.login('viewer');
    const manager = await s.login('manager');
    expect((await s.call({ method: 'GET', url: '/api/v1/forecast', token: viewer })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/forecast', token: viewer })).status).toBe(403);
    // backlog-swap (the manager's) is on the CF screen's list: it reads CF forecasts, and changes none.
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/forecast', token: manager })).status).toBe(200);
    expect((await s.call({ method: 'POST', url: '/api/v1/cf/forecast', token: manager, payload: { bg_id: 1, forecast_date: '2026-11-30' } })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v2/gb/forecast', token: viewer })).status).toBe(403);
    const upload = { no: 'BLK-T-3', backlog_date: '2026-11-27', backlogs: [{ mpn: 'X', qty: 1, request_date: '2026-12-01' }] };
    expect((await s.call({ method: 'POST', url: '/api/v1/backlog', token: viewer, payload: upload })).status).toBe(403);
    expect((await s.call({ method: 'POST', url: '/api/v1/backlog', token: op, payload: { ...upload, family: 'gb' } })).status).toBe(400);
  });

  it('adds a version copying the latest one, and writes exact weekly quantities on Mondays only', async () => {
    const [bg] = await q(sql<{ bg: number; items: number }>`select f.bg_id::int as bg, count(i.id)::int as items from forecast f join forecast_item i on i.forecast_id = f.id
      where f.family = 'nonti' and f.version_no = 2 group by f.bg_id order by 1 limit 1`);
    const added = await s.call({ method: 'POST', url: '/api/v2/gb/forecast', token: op, payload: { bg_id: bg.bg, forecast_date: '2026-11-30' } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const f = added.body.data as { id: number; version_no: number; item_count: number; no: string };
    expect([f.version_no, f.item_count]).toEqual([3, bg.items]);
    const items = (await s.call({ method: 'GET', url: `/api/v2/gb/forecast/${f.id}/item?size=1`, token: op })).body.data as { list: { id: number }[] };
    const itemId = items.list[0].id;
    const monday = await s.call({ method: 'PUT', url: `/api/v2/gb/forecast/item/${itemId}`, token: op, payload: { plant: 'CN20', weeks: [{ week: '2026-12-07', qty: '0.001' }] } });
    expect(monday.status, JSON.stringify(monday.body)).toBe(200);
    expect(await q(sql`select qty::text as qty from forecast_qty where item_id = ${itemId} and week_start = '2026-12-07'`)).toEqual([{ qty: '0.001' }]);
    const tuesday = await s.call({ method: 'PUT', url: `/api/v2/gb/forecast/item/${itemId}`, token: op, payload: { weeks: [{ week: '2026-12-08', qty: 1 }] } });
    expect(tuesday.status).toBe(400);
    expect(tuesday.body.message).toBe('weeks.1.week: 2026-12-08 is not a Monday');
    // Another family's path does not reach the item.
    expect((await s.call({ method: 'GET', url: `/api/v1/forecast/item/${itemId}`, token: op })).status).toBe(404);
  });

  it('assigns a CF backlog again once the forecast has the item (allocate retry)', async () => {
    const [line] = await q(sql<{ no: string; mpn: string; material: number; forecast: number }>`select b.no, l.mpn, l.material_id::int as material, f.id::int as forecast
      from backlog_line l join backlog b on b.id = l.backlog_id
      join lateral (select f.id from forecast f where f.family = 'cf' and f.bg_id = l.bg_id and f.forecast_date <= b.backlog_date order by f.forecast_date desc, f.version_no desc limit 1) f on true
      where b.family = 'cf' and l.unassigned_reason = 'no_item' order by b.backlog_date desc, l.line_no limit 1`);
    const made = await s.call({ method: 'POST', url: `/api/v1/cf/forecast/${line.forecast}/item`, token: op, payload: { mpn: line.mpn, weeks: [{ week: '2026-11-30', qty: 500 }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const retried = await s.call({ method: 'PUT', url: `/api/v1/cf/backlog/allocate/${line.no}`, token: op });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    const still = await q(sql`select 1 from backlog_line l join backlog b on b.id = l.backlog_id where b.no = ${line.no} and l.material_id = ${line.material} and l.unassigned_reason = 'no_item'`);
    expect(still).toEqual([]);
  });

  it('imports a forecast spreadsheet as a new version, or lists every problem by row and imports nothing', async () => {
    const [m] = await q(sql<{ mpn: string }>`select mpn from material order by id limit 1`);
    const url = '/api/v1/cf/forecast/import?bg_id=1&forecast_date=2026-11-30';
    const header = ['Plant', 'CPN', 'MPN', 'MPQ', 'Biz type', '2026-11-30', '2026-12-07'];
    const badFile = xlsxFile([header, ['CN10', 'C-1', m.mpn, 1000, 'OEM', '1,000', 'x'], ['CN10', 'C-2', '', 1000, 'OEM', 5, 5]], 'cf.xlsx');
    const refused = await s.call({ method: 'POST', url, token: op, ...multipart(badFile) });
    expect(refused.status).toBe(400);
    expect((refused.body.errors as { row: number; field: string }[]).map((e) => [e.row, e.field])).toEqual([[2, '2026-12-07'], [3, 'mpn']]);
    const before = await q(sql<{ n: number }>`select count(*)::int as n from forecast where family = 'cf' and bg_id = 1`);
    const good = xlsxFile([header, ['CN10', 'C-1', m.mpn, 1000, 'OEM', '1,000', 2000.5], ['A-PLANT-NAME-LONGER-THAN-THIRTY-BYTES', 'C-2', 'UNKNOWN-MPN', '', 'ODM', 0, '']], 'cf.xlsx');
    const done = await s.call({ method: 'POST', url, token: op, ...multipart(good) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ inserted: 2, total: 2 });
    const made = await q(sql<{ n: number }>`select count(*)::int as n from forecast where family = 'cf' and bg_id = 1`);
    expect(made[0].n).toBe(before[0].n + 1);
    const id = (done.body.data as { id: number }).id;
    const items = await q(sql<{ plant: string; mpn: string; known: boolean; weeks: string }>`select i.plant, i.mpn, i.material_id is not null as known,
        coalesce((select string_agg(to_char(week_start, 'MM-DD') || '=' || qty::text, ' ' order by week_start) from forecast_qty q where q.item_id = i.id), '') as weeks
      from forecast_item i where i.forecast_id = ${id} order by i.line_no`);
    expect(items).toEqual([
      { plant: 'CN10', mpn: m.mpn, known: true, weeks: '11-30=1000.000 12-07=2000.500' },
      { plant: 'A-PLANT-NAME-LONGER-THAN-THIRT', mpn: 'UNKNOWN-MPN', known: false, weeks: '11-30=0.000' },
    ]);
    const [f] = await q(sql<{ source: string; file_name: string }>`select source, file_name from forecast where id = ${id}`);
    expect(f).toEqual({ source: 'import', file_name: 'cf.xlsx' });
  });

  it('syncs the backlog mails waiting: each becomes an assigned backlog once', async () => {
    const first = await s.call({ method: 'GET', url: '/api/v1/backlog/sync-mail?family=cf', token: op });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const mails = (first.body.data as { mails: { backlog: string; assigned: number; unassigned: number; error?: string }[] }).mails;
    expect(mails.length).toBe(1);
    expect(mails[0].error).toBeUndefined();
    expect(mails[0].assigned + mails[0].unassigned).toBe(40);
    expect(await q(sql`select family from backlog where no = ${mails[0].backlog}`)).toEqual([{ family: 'cf' }]);
    const again = await s.call({ method: 'GET', url: '/api/v1/backlog/sync-mail?family=cf', token: op });
    expect((again.body.data as { synced: number }).synced).toBe(0);
    expect((await s.call({ method: 'GET', url: '/api/v1/backlog/sync-mail?family=nonti', token: await s.login('viewer') })).status).toBe(403);
  });
});
