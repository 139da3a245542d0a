// The PSI calls over the demo planning data: the spec's defaults (R30), every balance the engine's
// (Balance(p) = stock + Σ ESD − Demand), the SQL's status the engine's colour, rules and their balance
// column index, the month roll-up, 400s naming the parameter, the my-psi narrowing, the export's name,
// balances and colour rules (R24, R25), delta, previous, status and explain.
import { sql } from 'kysely';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeBlock, milli, monthOf } from '../../../../src/contract/psi/engine';
import type { PsiPage } from '../../../../src/contract/psi/types';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';
import { userWith } from '../shipment/stageUsers';

describe(`PSI calls (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const page = async (url: string, token = op) => {
    const res = await s.call({ method: 'GET', url, token });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data as PsiPage;
  };

  it('answers a page with the spec defaults: rule 5, size 10, 52 weeks, current and previous blocks', async () => {
    const p = await page('/api/v1/backlog/psi');
    expect([p.rule, p.size, p.page, p.period, p.periods.length, p.balanceColumnIndex]).toEqual([5, 10, 1, 'week', 52, 10]);
    expect(p.list).toHaveLength(10);
    expect(p.total).toBeGreaterThan(10);
    expect(p.current.forecastNos.length).toBeGreaterThan(0);
    expect(p.current.backlogNo).toBeTruthy();
    expect(p.previous.backlogNo).toBeTruthy();
    for (const row of p.list) {
      // Every balance is the engine's from the row's stock, demand and ESD; the status is its colour.
      const again = computeBlock({ onHands: row.on_hands, onWays: row.on_ways, periods: p.periods, demand: row.current.outcome.map((c) => c.demand), esd: row.current.outcome.map((c) => c.esd) });
      expect(row.current.outcome).toEqual(again.outcome);
      expect(row.colour).toBe(again.colour);
      expect(row.previous?.outcome).toHaveLength(52);
      expect(row.current.no).toMatch(/^NCF-/);
    }
  });

  it('filters by status as the engine colours (the SQL running balance agrees), in all four classes', async () => {
    const expected = { shortage: 'red', warning: 'yellow', watch: 'blue', covered: 'green' } as const;
    for (const [status, colour] of Object.entries(expected)) {
      const p = await page(`/api/v1/backlog/psi?status=${status}&size=50`);
      expect(p.total, status).toBeGreaterThan(0);
      expect(new Set(p.list.map((r) => r.colour))).toEqual(new Set([colour]));
    }
    const counts = (await s.call({ method: 'GET', url: '/api/v1/backlog/psi/status', token: op })).body.data as Record<string, number>;
    expect(counts.shortage + counts.warning + counts.watch + counts.covered).toBe(counts.total);
  });

  it('groups by each rule: fewer rows for coarser rules, the balance column index 5, 6, 8, 9, 10', async () => {
    const totals: number[] = [];
    for (const rule of [1, 2, 3, 4, 5]) {
      const p = await page(`/api/v1/backlog/psi?rule=${rule}&size=1`);
      expect(p.balanceColumnIndex).toBe([5, 6, 8, 9, 10][rule - 1]);
      totals.push(p.total);
    }
    for (let i = 1; i < totals.length; i++) expect(totals[i]).toBeGreaterThanOrEqual(totals[i - 1]);
  });

  it('rolls weeks up to months: a month\'s balance is the balance after its last week', async () => {
    const weeks = await page('/api/v1/backlog/psi?size=3&sort=MPN');
    const months = await page('/api/v1/backlog/psi?size=3&sort=MPN&period=month');
    expect(months.periods.length).toBeGreaterThanOrEqual(12);
    expect(months.periods.length).toBeLessThanOrEqual(13);
    const row = weeks.list[0];
    const monthRow = months.list.find((r) => r.key === row.key)!;
    for (const [i, month] of months.periods.entries()) {
      const lastWeek = row.current.outcome.filter((c) => monthOf(c.period) === month).at(-1)!;
      expect(monthRow.current.outcome[i].balance).toBe(lastWeek.balance);
    }
  });

  it('refuses bad parameters with a 400 naming them', async () => {
    for (const [query, field] of [['rule=6', 'rule'], ['period=day', 'period'], ['order=up', 'order'], ['date=2026-02-30', 'date'], ['nope=1', 'nope'], ['week_count=0', 'week_count']]) {
      const res = await s.call({ method: 'GET', url: `/api/v1/backlog/psi?${query}`, token: op });
      expect(res.status, query).toBe(400);
      expect((res.body as { errors?: { field: string }[] }).errors?.[0].field).toBe(field);
    }
    const missing = await s.call({ method: 'GET', url: '/api/v1/backlog/psi?forecast_no=NOPE', token: op });
    expect(missing.status).toBe(404);
  });

  it('checks the screens\' permissions; my-psi alone reads only the caller\'s own PSI', async () => {
    const viewer = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/backlog/psi', token: viewer })).status).toBe(403);
    // A planner holding only my-psi reads the CF PSI of the BGs in their data scope, never another user's.
    const planner = await userWith(s, 'psi-planner', ['my-psi']);
    const db = s.database.db;
    const me = (await sql<{ id: number }>`select id::int as id from users where name = 'psi-planner'`.execute(db)).rows[0].id;
    const all = await page('/api/v1/cf/backlog/psi?size=999999');
    const bg = all.list[0].BG!;
    await sql`insert into user_data_scope (user_id, scope, ref_id) select ${me}, 'bg', id from bg where code = ${bg}`.execute(db);
    const mine = await page('/api/v1/cf/backlog/psi?size=999999', planner);
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.total).toBeLessThan(all.total);
    expect(new Set(mine.list.map((r) => r.BG))).toEqual(new Set([bg]));
    expect((await s.call({ method: 'GET', url: '/api/v1/cf/backlog/psi?userIds=1', token: planner })).status).toBe(400);
  });

  it('exports every row as PSI_{date}_{bg or ALL}_BLK-{date}.xlsx with the balances and the colour rules', async () => {
    const p = await page('/api/v1/backlog/psi?size=999999&rule=3');
    const res = await s.app.inject({ method: 'GET', url: '/api/v1/backlog/export/psi?rule=3&date=2026-11-27', headers: { authorization: `Bearer ${op}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`PSI_2026-11-27_ALL_BLK-${p.current.backlogDate}.xlsx`);
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual(['PSI', 'Demand', 'ESD']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.PSI, { header: 1 });
    expect(rows[0].slice(0, 8)).toEqual(['CPN', 'MPN', 'Manufacturer', 'BG', 'BU', 'Plant', 'on_hands', 'on_ways']);
    expect(rows.length - 1).toBe(p.total);
    const zip = XLSX.CFB.read(res.rawPayload, { type: 'buffer' });
    const part = (suffix: string) => new TextDecoder().decode(Uint8Array.from(zip.FileIndex[zip.FullPaths.findIndex((f: string) => f.endsWith(suffix))].content as Uint8Array));
    const sheet = part('xl/worksheets/sheet1.xml');
    // s = 8 for rule 3: periods 1–4 in I..L, 5–8 in M..P, 9–52 in Q..BH.
    expect(sheet).toContain('COUNTIF($I2:$L2,"&lt;0")&gt;0');
    expect(sheet).toContain('COUNTIF($M2:$P2,"&lt;0")&gt;0');
    expect(sheet).toContain('COUNTIF($Q2:$BH2,"&lt;0")&gt;0');
    const styles = part('xl/styles.xml');
    expect(styles).toContain('<dxfs count="4">');
    const bg = await s.app.inject({ method: 'GET', url: '/api/v1/backlog/export/psi?bg=COMM&date=2026-11-27&backlog_date=2026-11-27', headers: { authorization: `Bearer ${op}` } });
    expect(bg.headers['content-disposition']).toMatch(/PSI_2026-11-27_COMM_BLK-\d{4}-\d{2}-\d{2}\.xlsx/);
  });

  it('answers delta over week_count, the previous PSI and a balance explained', async () => {
    const delta = (await s.call({ method: 'GET', url: '/api/v1/backlog/psi/delta?week_count=4&size=2', token: op })).body.data as { periods: string[]; list: { delta: { cells: unknown[] } }[] };
    expect(delta.periods).toHaveLength(4);
    expect(delta.list[0].delta.cells).toHaveLength(4);
    const previous = await page('/api/v1/backlog/psi/previous?size=2');
    expect(previous.list[0].current.no).toMatch(/-V1$/);
    const row = (await page('/api/v1/backlog/psi?size=1&status=shortage')).list[0];
    const i = row.current.outcome.findIndex((c) => milli(c.demand) > 0);
    const at = row.current.outcome[i].period;
    const ex = await s.call({ method: 'GET', url: `/api/v1/backlog/psi/explain?status=shortage&key=${row.key}&at=${at}`, token: op });
    expect(ex.status).toBe(200);
    const data = ex.body.data as { demand: string; lines: { kind: string; qty: string }[] };
    expect(data.demand).toBe(row.current.outcome[i].demand);
    const forecast = data.lines.filter((l) => l.kind === 'forecast').reduce((sum, l) => sum + milli(l.qty), 0);
    const requested = data.lines.filter((l) => l.kind === 'backlog_request').reduce((sum, l) => sum + milli(l.qty), 0);
    // Demand = the greater of the forecast and the backlog requested (item by item summed per week).
    expect(milli(data.demand)).toBeGreaterThanOrEqual(Math.max(forecast, requested) > 0 ? Math.min(forecast, requested) : 0);
  });

  it('counts an agreed swap as supply moved from the giving item to the receiving one, this week', async () => {
    const first = await page('/api/v1/backlog/psi?rule=1&size=1');
    const items = (await sql<{ id: number; mpn: string; cpn: string | null }>`select distinct on (i.mpn) i.id::int as id, i.mpn, i.cpn from forecast_item i join forecast f on f.id = i.forecast_id
      where f.no = ${first.current.forecastNos[0]} and i.mpn not in (select x.mpn from forecast_item x join swap_request w on x.id in (w.request_forecast_item_id, w.swap_forecast_item_id))
      order by i.mpn limit 2`.execute(s.database.db)).rows;
    expect(items).toHaveLength(2);
    const esdOf = async ({ mpn, cpn }: { mpn: string; cpn: string | null }) => {
      const rows = (await page(`/api/v1/backlog/psi?rule=1&keyword=${encodeURIComponent(mpn)}&size=50`)).list.filter((r) => r.MPN === mpn && (r.CPN ?? null) === cpn);
      expect(rows).toHaveLength(1);
      return { total: Number(rows[0].current.totalESD), thisWeek: Number(rows[0].current.outcome[0].esd) };
    };
    const [getsBefore, givesBefore] = [await esdOf(items[0]), await esdOf(items[1])];
    await sql`insert into swap_request (family, request_forecast_item_id, swap_forecast_item_id, mpq_by_qty, copies, status, decided_by, decided_at, created_by)
      values ('noncf', ${items[0].id}, ${items[1].id}, 250, 2, 'agreed', 'manager', now(), 'op')`.execute(s.database.db);
    const [gets, gives] = [await esdOf(items[0]), await esdOf(items[1])];
    expect([gets.total - getsBefore.total, gets.thisWeek - getsBefore.thisWeek]).toEqual([500, 500]);
    expect([gives.total - givesBefore.total, gives.thisWeek - givesBefore.thisWeek]).toEqual([-500, -500]);
  });
});
