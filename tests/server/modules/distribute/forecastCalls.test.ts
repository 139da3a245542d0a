// The forecast families' further calls (issue 26): the plant/CPN edits and the item history, EDI 830
// making a version per BG with its record, the SLOC's forecast items, the BU lists and diff, the
// validation and the report, and the GB temporary tables (list, export, delete) with their rules.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe('forecast calls', () => {
  let s: TestServer;
  let op: string;
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('edits an item plant and CPN, each kept in the item history with before and after', async () => {
    const [item] = await q(sql<{ id: number; plant: string; cpn: string }>`select i.id::int as id, i.plant, i.cpn from forecast_item i join forecast f on f.id = i.forecast_id
      where f.family = 'noncf' order by i.id limit 1`);
    expect((await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${item.id}/plant`, token: op, payload: { plant: 'CN99' } })).status).toBe(200);
    expect((await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${item.id}/cpn`, token: op, payload: { cpn: '' } })).status).toBe(400);
    expect((await s.call({ method: 'PUT', url: `/api/v1/forecast/item/${item.id}/cpn`, token: op, payload: { cpn: 'CPN-NEW' } })).status).toBe(200);
    const own = await s.call({ method: 'GET', url: `/api/v1/forecast/item/${item.id}/history`, token: op });
    const rows = (own.body.data as { list: { action: string; changes: Record<string, unknown[]> }[] }).list;
    expect(rows.slice(0, 2).map((r) => [r.action, r.changes])).toEqual([['cpn', { cpn: [item.cpn, 'CPN-NEW'] }], ['plant', { plant: [item.plant, 'CN99'] }]]);
    const all = await s.call({ method: 'GET', url: '/api/v1/forecast/item/history/list?keyword=CPN-NEW', token: op });
    expect((all.body.data as { total: number }).total).toBe(1);
    expect((await s.call({ method: 'GET', url: '/api/v1/forecast/item/history/list', token: await s.login('viewer') })).status).toBe(403);
    const inspect = await s.call({ method: 'GET', url: `/api/v1/forecast/item/${item.id}/inspect`, token: op });
    expect(inspect.status).toBe(200);
    expect(Object.keys(inspect.body.data as object).sort()).toEqual(['backlog', 'item', 'previous']);
  });

  it('makes a forecast version per BG from an EDI 830 and records it', async () => {
    const [m] = await q(sql<{ mpn: string }>`select mpn from material order by id limit 1`);
    const bad = await s.call({ method: 'POST', url: '/api/v1/b2b/830/2026-11-30', token: op, payload: { list: [{ bg: 'AUTO', mpn: m.mpn }, { bg: 'NOPE', mpn: m.mpn }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Row 2: bg_id: no business group NOPE');
    const done = await s.call({ method: 'POST', url: '/api/v1/b2b/830/2026-11-30', token: op, payload: { list: [
      { bg: 'AUTO', mpn: m.mpn, plant: 'CN10', weeks: [{ week: '2026-11-30', qty: 100 }, { week: '2026-12-07', qty: '250.5' }] },
      { bg: 'AUTO', mpn: 'EDI-UNKNOWN', weeks: [] },
    ] } });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    const made = (done.body.data as { forecasts: { bg: string; forecast_no: string; lines: number }[] }).forecasts;
    expect(made.map((f) => [f.bg, f.lines])).toEqual([['AUTO', 2]]);
    const [f] = await q(sql<{ source: string; qty: string }>`select f.source, (select sum(qty)::text from forecast_qty q where q.forecast_id = f.id) as qty from forecast f where f.no = ${made[0].forecast_no}`);
    expect(f).toEqual({ source: 'edi830', qty: '350.500' });
    const records = await s.call({ method: 'GET', url: `/api/v1/b2b/records?keyword=${made[0].forecast_no}`, token: op });
    expect((records.body.data as { list: { kind: string; line_count: number }[] }).list.map((r) => [r.kind, r.line_count])).toEqual([['830', 2]]);
  });

  it('lists the SLOC forecast items, the BU totals against the previous version, the problems, and the report', async () => {
    const [it] = await q(sql<{ sloc: number; fid: number }>`select i.sloc_id::int as sloc, f.id::int as fid from forecast_item i join forecast f on f.id = i.forecast_id
      where f.family = 'cf' and f.version_no = 2 and i.sloc_id is not null order by i.id limit 1`);
    const items = await s.call({ method: 'GET', url: `/api/v1/sloc/forecastItems?sloc_id=${it.sloc}`, token: await s.login('admin') });
    expect(items.status).toBe(200);
    expect((items.body.data as { total: number }).total).toBeGreaterThan(0);
    const diff = await s.call({ method: 'GET', url: `/api/v1/cf/forecast/${it.fid}/bu/diff`, token: op });
    const d = diff.body.data as { previous_no: string; list: { previous: string; current: string }[] };
    expect(d.previous_no).toMatch(/-V1$/);
    expect(d.list.length).toBeGreaterThan(0);
    const valid = await s.call({ method: 'POST', url: `/api/v1/cf/forecast/${it.fid}/validate`, token: op });
    expect((valid.body.data as { valid: boolean }).valid).toBe(true);
    const report = await s.app.inject({ method: 'GET', url: `/api/v1/cf/forecast/${it.fid}/report`, headers: { authorization: `Bearer ${op}` } });
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-disposition']).toMatch(/^attachment; filename="(FCST_[\w-]+-V2\.xlsx)"; filename\*=UTF-8''\1$/);
    const book = XLSX.read(report.rawPayload);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1 });
    expect(rows[0].slice(0, 3)).toEqual(['Line', 'Site', 'Hub']);
    expect(rows[0].length).toBe(14 + 52);
  });

  it('lists, exports and deletes GB temporary rows for their own permission only', async () => {
    const list = await s.call({ method: 'GET', url: '/api/v2/gb-tmp/forecast-tmp?size=1', token: op });
    expect(list.status).toBe(200);
    const first = (list.body.data as { list: { id: number }[]; total: number });
    expect(first.total).toBeGreaterThan(0);
    const backlog = await s.call({ method: 'GET', url: '/api/v2/gb-tmp/backlog-tmp', token: op });
    expect((backlog.body.data as { total: number }).total).toBeGreaterThan(0);
    const file = await s.app.inject({ method: 'GET', url: '/api/v2/gb-tmp/backlog-tmp/export', headers: { authorization: `Bearer ${op}` } });
    expect(String(file.headers['content-type'])).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="gb_backlog_tmp_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''gb_backlog_tmp_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect((await s.call({ method: 'GET', url: '/api/v2/gb-tmp/forecast-tmp', token: await s.login('manager') })).status).toBe(403);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/gb-tmp/forecast-tmp/${first.list[0].id}`, token: op })).status).toBe(200);
    expect((await s.call({ method: 'DELETE', url: `/api/v2/gb-tmp/forecast-tmp/${first.list[0].id}`, token: op })).status).toBe(404);
  });
});
