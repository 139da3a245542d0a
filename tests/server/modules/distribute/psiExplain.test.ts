// A balance explained adds up: the balance brought in (the stock, or the period before's balance) plus
// the period's ESD lines (backlog ESD, agreed swaps, and with synchronization=1 the released ORs' lines)
// minus its demand (each week the greater of the forecast and the backlog requested) is the balance the
// PSI page shows for that period.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decimal, milli, weekStart } from '../../../../src/contract/psi/engine';
import type { PsiExplain, PsiPage, PsiRow } from '../../../../src/contract/psi/types';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

const ESD_KINDS = ['backlog_esd', 'swap', 'or'];

describe(`PSI balance explained (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  const get = async <T>(url: string) => {
    const res = await s.call({ method: 'GET', url, token: op });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data as T;
  };

  /** The week (Monday) a line's date counts in: dates before the PSI's first week fold into it. */
  const weekOf = (date: string, week0: string) => (date < week0 ? week0 : weekStart(date));

  /** Checks that an explanation adds up to the page's balance of that period. */
  function expectAddsUp(ex: PsiExplain, row: PsiRow, index: number, week0: string) {
    const cell = row.current.outcome[index];
    expect([ex.demand, ex.esd, ex.balance]).toEqual([cell.demand, cell.esd, cell.balance]);
    const brought = index === 0 ? decimal(milli(row.on_hands) + milli(row.on_ways)) : row.current.outcome[index - 1].balance;
    expect(ex.opening).toBe(brought);
    const esd = ex.lines.filter((l) => ESD_KINDS.includes(l.kind)).reduce((sum, l) => sum + milli(l.qty), 0);
    expect(decimal(esd)).toBe(cell.esd);
    const weeks = new Map<string, { fc: number; req: number }>();
    for (const l of ex.lines.filter((x) => x.kind === 'forecast' || x.kind === 'backlog_request')) {
      const w = weeks.get(weekOf(l.date!, week0)) ?? { fc: 0, req: 0 };
      if (l.kind === 'forecast') w.fc += milli(l.qty);
      else w.req += milli(l.qty);
      weeks.set(weekOf(l.date!, week0), w);
    }
    const demand = [...weeks.values()].reduce((sum, w) => sum + Math.max(w.fc, w.req), 0);
    expect(decimal(demand)).toBe(cell.demand);
    if (index === 0) expect(decimal(ex.lines.filter((l) => l.kind === 'stock').reduce((sum, l) => sum + milli(l.qty), 0))).toBe(brought);
    expect(decimal(milli(ex.opening) + esd - demand)).toBe(cell.balance);
  }

  it('lists the agreed swaps and (synchronized) the released ORs\' lines, and adds up to the balance', async () => {
    const first = await get<PsiPage>('/api/v1/backlog/psi?rule=1&size=1');
    const week0 = first.periods[0];
    const items = (await sql<{ id: number; mpn: string; cpn: string | null; material_id: number; no: string; line_no: string }>`
      select distinct on (i.mpn) i.id::int as id, i.mpn, i.cpn, i.material_id::int as material_id, f.no, i.line_no::text as line_no
      from forecast_item i join forecast f on f.id = i.forecast_id
      where f.no = ${first.current.forecastNos[0]} and i.material_id is not null
        and i.mpn not in (select x.mpn from forecast_item x join swap_request w on x.id in (w.request_forecast_item_id, w.swap_forecast_item_id))
      order by i.mpn limit 2`.execute(s.database.db)).rows;
    expect(items).toHaveLength(2);
    const [gets, gives] = items;
    const swap = (await sql<{ id: number }>`insert into swap_request (family, request_forecast_item_id, swap_forecast_item_id, mpq_by_qty, copies, status, decided_by, decided_at, created_by)
      values ('noncf', ${gets.id}, ${gives.id}, 250, 2, 'agreed', 'manager', now(), 'op') returning id::int as id`.execute(s.database.db)).rows[0];
    const or = (await sql<{ id: number; or_no: string }>`select id::int as id, or_no from or_order where status = 'released' order by id limit 1`.execute(s.database.db)).rows[0];
    expect(or).toBeTruthy();
    await sql`insert into or_item (or_id, line_no, material_id, qty, unit_price, request_date) values (${or.id}, 9001, ${gets.material_id}, 70, 1, ${week0}::date + 1)`.execute(s.database.db);

    const query = `rule=1&keyword=${encodeURIComponent(gets.mpn)}&size=50&synchronization=1`;
    const row = (await get<PsiPage>(`/api/v1/backlog/psi?${query}`)).list.find((r) => r.MPN === gets.mpn && (r.CPN || null) === gets.cpn)!;
    expect(row).toBeTruthy();
    const ex = await get<PsiExplain>(`/api/v1/backlog/psi/explain?${query}&key=${row.key}&at=${week0}`);
    expect(ex.lines).toContainEqual(expect.objectContaining({ kind: 'swap', ref: gives.no, line: `#${swap.id}`, qty: '500.000' }));
    expect(ex.lines).toContainEqual(expect.objectContaining({ kind: 'or', ref: or.or_no, line: '9001', qty: '70' }));
    expectAddsUp(ex, row, 0, week0);

    // The giving side lists the swap as supply taken away; without synchronization no OR line is listed.
    const giving = (await get<PsiPage>(`/api/v1/backlog/psi?rule=1&keyword=${encodeURIComponent(gives.mpn)}&size=50`)).list.find((r) => r.MPN === gives.mpn && (r.CPN || null) === gives.cpn)!;
    const taken = await get<PsiExplain>(`/api/v1/backlog/psi/explain?rule=1&keyword=${encodeURIComponent(gives.mpn)}&key=${giving.key}&at=${week0}`);
    expect(taken.lines).toContainEqual(expect.objectContaining({ kind: 'swap', ref: gets.no, qty: '-500.000' }));
    expect(taken.lines.some((l) => l.kind === 'or')).toBe(false);
    expectAddsUp(taken, giving, 0, week0);
  });

  it('adds up in a later period from the balance brought in, by weeks and by months', async () => {
    const week0 = (await get<PsiPage>('/api/v1/backlog/psi?size=1')).periods[0];
    let explained = 0;
    for (const period of ['week', 'month']) {
      const p = await get<PsiPage>(`/api/v1/backlog/psi?status=shortage&size=5&period=${period}&synchronization=1`);
      for (const row of p.list) {
        const index = row.current.outcome.findIndex((c, i) => i > 0 && (milli(c.demand) > 0 || milli(c.esd) > 0));
        if (index < 0) continue;
        const ex = await get<PsiExplain>(`/api/v1/backlog/psi/explain?status=shortage&period=${period}&synchronization=1&key=${row.key}&at=${p.periods[index]}`);
        expect(ex.lines.some((l) => l.kind === 'stock')).toBe(false);
        expectAddsUp(ex, row, index, week0);
        explained += 1;
      }
    }
    expect(explained).toBeGreaterThan(0);
  });
});
