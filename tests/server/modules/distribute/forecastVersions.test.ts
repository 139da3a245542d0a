// Forecast versions by the calls the backlog screens and the EDI gateway use, untested before: auto-add
// (a new version for every BG of the family), changing and deleting a version, the CF EDI 830 and the
// NonTI backlog retry, each under its family's rule; a version or item a waiting or agreed swap refers
// to is kept (409) until the swap is withdrawn.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe(`forecast versions (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('auto-adds a version for every BG of the family, each a copy of its latest', async () => {
    const before = await q(sql<{ bg: number; version: number; items: number }>`select f.bg_id::int as bg, f.version_no as version,
        (select count(*)::int from forecast_item i where i.forecast_id = f.id) as items
      from forecast f where f.family = 'cf' and f.version_no = (select max(version_no) from forecast x where x.family = 'cf' and x.bg_id = f.bg_id) order by 1`);
    expect(before.length).toBeGreaterThan(1);
    expect((await s.call({ method: 'POST', url: '/api/v1/cf/forecast/auto/2026-13-01', token: op })).status).toBe(400);
    const made = await s.call({ method: 'POST', url: '/api/v1/cf/forecast/auto/2026-12-07', token: op });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect((made.body.data as { created: number }).created).toBe(before.length);
    const after = await q(sql<{ bg: number; version: number; items: number }>`select f.bg_id::int as bg, f.version_no as version,
        (select count(*)::int from forecast_item i where i.forecast_id = f.id) as items
      from forecast f where f.family = 'cf' and f.source = 'auto' and f.forecast_date = '2026-12-07' order by 1`);
    expect(after).toEqual(before.map((b) => ({ ...b, version: b.version + 1 })));
    expect((await s.call({ method: 'POST', url: '/api/v1/cf/forecast/auto/2026-12-07', token: await s.login('viewer') })).status).toBe(403);
  });

  it('changes a version\'s date and remark, and deletes it with its items', async () => {
    const [f] = await q(sql<{ id: number }>`select id::int as id from forecast where family = 'nonti' order by version_no desc, id limit 1`);
    const bad = await s.call({ method: 'PUT', url: `/api/v2/gb/forecast/${f.id}`, token: op, payload: { forecast_date: '30/11/2026' } });
    expect(bad.status).toBe(400);
    expect((bad.body.errors as { field: string }[])[0].field).toBe('forecast_date');
    const put = await s.call({ method: 'PUT', url: `/api/v2/gb/forecast/${f.id}`, token: op, payload: { forecast_date: '2026-11-30', remark: 'Moved to the next Monday' } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(await q(sql`select to_char(forecast_date, 'YYYY-MM-DD') as d, remark from forecast where id = ${f.id}`)).toEqual([{ d: '2026-11-30', remark: 'Moved to the next Monday' }]);
    // Another family's path does not reach it.
    expect((await s.call({ method: 'DELETE', url: `/api/v1/forecast/${f.id}`, token: op })).status).toBe(404);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/gb/forecast/${f.id}`, token: op })).status).toBe(200);
    expect(await q(sql`select (select count(*)::int from forecast where id = ${f.id}) as f, (select count(*)::int from forecast_item where forecast_id = ${f.id}) as i`)).toEqual([{ f: 0, i: 0 }]);
    expect((await s.call({ method: 'GET', url: `/api/v2/gb/forecast/${f.id}`, token: op })).status).toBe(404);
  });

  it('makes a CF version per BG from a CF EDI 830, recorded as cf830', async () => {
    const [g] = await q(sql<{ code: string; version: number }>`select b.code, max(f.version_no)::int as version from forecast f join bg b on b.id = f.bg_id
      where f.family = 'cf' group by b.code order by 1 limit 1`);
    const [m] = await q(sql<{ mpn: string }>`select mpn from material order by id limit 1`);
    const done = await s.call({ method: 'POST', url: '/api/v1/b2b/cf/830/2026-11-30', token: op, payload: { list: [{ bg: g.code, mpn: m.mpn, weeks: [{ week: '2026-12-14', qty: '40.25' }] }] } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const [made] = (done.body.data as { forecasts: { forecast_no: string }[] }).forecasts;
    expect(await q(sql`select f.family, f.source, f.version_no as version, (select sum(qty)::text from forecast_qty x where x.forecast_id = f.id) as qty from forecast f where f.no = ${made.forecast_no}`))
      .toEqual([{ family: 'cf', source: 'edi830', version: g.version + 1, qty: '40.250' }]);
    const records = await s.call({ method: 'GET', url: `/api/v1/b2b/records?kind=cf830&keyword=${made.forecast_no}`, token: op });
    expect((records.body.data as { list: { kind: string; line_count: number }[] }).list.map((r) => [r.kind, r.line_count])).toEqual([['cf830', 1]]);
  });

  it('assigns a NonTI backlog again once the forecast has the item (GB retry)', async () => {
    const [line] = await q(sql<{ no: string; mpn: string; material: number; forecast: number }>`select b.no, l.mpn, l.material_id::int as material, f.id::int as forecast
      from backlog_line l join backlog b on b.id = l.backlog_id
      join lateral (select f.id from forecast f where f.family = 'nonti' and f.bg_id = l.bg_id and f.forecast_date <= b.backlog_date order by f.forecast_date desc, f.version_no desc limit 1) f on true
      where b.family = 'nonti' and l.unassigned_reason = 'no_item' order by b.backlog_date desc, l.line_no limit 1`);
    expect((await s.call({ method: 'POST', url: '/api/v2/gb/backlog/retry', token: op, payload: {} })).status).toBe(400);
    const made = await s.call({ method: 'POST', url: `/api/v2/gb/forecast/${line.forecast}/item`, token: op, payload: { mpn: line.mpn, weeks: [{ week: '2026-11-30', qty: 500 }] } });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const retried = await s.call({ method: 'POST', url: '/api/v2/gb/backlog/retry', token: op, payload: { no: line.no } });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(await q(sql`select 1 from backlog_line l join backlog b on b.id = l.backlog_id where b.no = ${line.no} and l.material_id = ${line.material} and l.unassigned_reason = 'no_item'`)).toEqual([]);
    expect((await s.call({ method: 'POST', url: '/api/v2/gb/backlog/retry', token: await s.login('manager'), payload: { no: line.no } })).status).toBe(403);
  });

  it('keeps a version and an item that a waiting or agreed swap refers to, and deletes the item once the swap is withdrawn', async () => {
    const base = { noncf: '/api/v1/forecast', cf: '/api/v1/cf/forecast', nonti: '/api/v2/gb/forecast' } as const;
    const [w] = await q(sql<{ id: number; by: string; item: number; forecast: number; family: keyof typeof base }>`select w.id::int as id, w.created_by as by,
        w.swap_forecast_item_id::int as item, i.forecast_id::int as forecast, f.family
      from swap_request w join forecast_item i on i.id = w.swap_forecast_item_id join forecast f on f.id = i.forecast_id
      where w.status = 'pending' and not exists (select 1 from swap_request o where o.id <> w.id and o.status in ('pending', 'agreed')
        and w.swap_forecast_item_id in (o.request_forecast_item_id, o.swap_forecast_item_id)) order by w.id limit 1`);
    const version = await s.call({ method: 'DELETE', url: `${base[w.family]}/${w.forecast}`, token: op });
    expect(version.status).toBe(409);
    expect(version.body.message).toMatch(/ is in \d+ waiting or agreed swap\(s\)/);
    const item = await s.call({ method: 'DELETE', url: `${base[w.family]}/item/${w.item}`, token: op });
    expect(item.status).toBe(409);
    expect(await q(sql`select (select count(*)::int from forecast where id = ${w.forecast}) as f, (select count(*)::int from forecast_item where id = ${w.item}) as i,
      (select count(*)::int from swap_request where id = ${w.id}) as w`)).toEqual([{ f: 1, i: 1, w: 1 }]);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/swap/${w.id}`, token: await s.login(w.by) })).status).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `${base[w.family]}/item/${w.item}`, token: op })).status).toBe(200);
  });

  it('changes an item\'s supplier and deletes an item, each in the item history; its backlog lines are left unassigned', async () => {
    const [it0] = await q(sql<{ id: number; supplier: string | null; lines: number; forecast: number; line: number }>`select i.id::int as id, i.supplier,
        i.forecast_id::int as forecast, i.line_no as line,
        (select count(*)::int from backlog_line l where l.forecast_item_id = i.id) as lines
      from forecast_item i join forecast f on f.id = i.forecast_id where f.family = 'noncf'
        and exists (select 1 from backlog_line l where l.forecast_item_id = i.id)
        and not exists (select 1 from swap_request w where i.id in (w.request_forecast_item_id, w.swap_forecast_item_id))
        and not exists (select 1 from esd_swap e where e.forecast_item_id = i.id) order by i.id limit 1`);
    expect((await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${it0.id}/supplier`, token: op, payload: { supplier: 'S'.repeat(200) } })).status).toBe(400);
    expect((await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${it0.id}/supplier`, token: op, payload: { supplier: 'Arrow' } })).status).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/forecast/item/${it0.id}`, token: await s.login('manager') })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v1/forecast/item/${it0.id}`, token: op })).status).toBe(200);
    expect(await q(sql`select action, changes from forecast_item_history where forecast_id = ${it0.forecast} and line_no = ${it0.line} and action in ('supplier', 'delete') order by id`)).toEqual([{ action: 'supplier', changes: { supplier: [it0.supplier, 'Arrow'] } }, { action: 'delete', changes: {} }]);
    expect(await q(sql`select count(*)::int as n from backlog_line where forecast_item_id = ${it0.id}`)).toEqual([{ n: 0 }]);
  });
});
