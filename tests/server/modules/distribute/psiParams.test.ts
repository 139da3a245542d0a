// Two PSI parameters a planner notices in the numbers: realtime_inventory=0 starts the balance from the
// stock as it stood on the current backlog's date (a receipt after it is not counted; default 1: today's
// stock), and synchronization=1 counts the released ORs' lines as supply in the week they are requested
// (drafts, closed and cancelled ORs never; beyond the 52 weeks not; overdue in the first week).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { milli } from '../../../../src/contract/psi/engine';
import type { PsiExplain, PsiPage, PsiRow } from '../../../../src/contract/psi/types';
import { writeTransaction } from '../../../../server/db/retry';
import { applyStockMoves } from '../../../../server/modules/management/inventories/stock/moves';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe(`PSI parameters realtime_inventory and synchronization (${TEST_BACKEND})`, () => {
  let s: TestServer;
  let op: string;
  let part: { mpn: string; cpn: string | null; material_id: number; sloc_id: number };
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
    const first = await get<PsiPage>('/api/v1/backlog/psi?rule=1&size=1');
    part = (await sql<typeof part>`select i.mpn, i.cpn, i.material_id::int as material_id, i.sloc_id::int as sloc_id
      from forecast_item i join forecast f on f.id = i.forecast_id
      where f.no = ${first.current.forecastNos[0]} and i.material_id is not null and i.sloc_id is not null order by i.mpn limit 1`.execute(s.database.db)).rows[0];
    expect(part).toBeTruthy();
  });
  afterAll(() => s.close());

  async function get<T>(url: string) {
    const res = await s.call({ method: 'GET', url, token: op });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return res.body.data as T;
  }

  /** The part's rule-1 row (stock of its material in every SLOC) under extra parameters. */
  async function rowOf(extra: string): Promise<{ page: PsiPage; row: PsiRow }> {
    const page = await get<PsiPage>(`/api/v1/backlog/psi?rule=1&size=50&keyword=${encodeURIComponent(part.mpn)}${extra}`);
    const row = page.list.find((r) => r.MPN === part.mpn && (r.CPN || null) === part.cpn)!;
    expect(row).toBeTruthy();
    return { page, row };
  }
  const stockOf = (row: PsiRow) => milli(row.on_hands) + milli(row.on_ways);

  it('realtime_inventory=0 reads the stock as of the current backlog\'s date; 1 (default) today\'s', async () => {
    // The demo's backlogs are this Monday's and last Monday's: the day before this Monday opens last week's.
    const older = addDays((await get<PsiPage>('/api/v1/backlog/psi?size=1')).periods[0], -1);
    const before = { now: stockOf((await rowOf(`&backlog_date=${older}`)).row), then: await rowOf(`&backlog_date=${older}&realtime_inventory=0`) };
    const backlogDate = before.then.page.current.backlogDate!;
    expect(backlogDate <= older).toBe(true);
    // A receipt the day before the backlog's date (written now, dated back) and one today, to a stock group of their own.
    const receive = (qty: string) => writeTransaction(s.database.db, (trx) => applyStockMoves(trx, [{ kind: 'receive', material_id: part.material_id, sloc_id: part.sloc_id, supplier: 'PSI-PARAMS', qty, memo: 'test' }], { name: 'op' }));
    await receive('300');
    await sql`update inventory_history set created_at = ${addDays(backlogDate, -1)}::date + interval '12 hours'
      where inventory_id = (select id from inventory where material_id = ${part.material_id} and sloc_id = ${part.sloc_id} and supplier = 'PSI-PARAMS')`.execute(s.database.db);
    await receive('1000');

    const now = await rowOf(`&backlog_date=${older}`);
    const then = await rowOf(`&backlog_date=${older}&realtime_inventory=0`);
    expect(stockOf(now.row) - before.now).toBe(1_300_000);
    expect(stockOf(then.row) - stockOf(before.then.row)).toBe(300_000);
    expect(milli(then.row.current.outcome[0].balance) - milli(before.then.row.current.outcome[0].balance)).toBe(300_000);
    // The balance explained starts from the same stock: its groups as they stood then.
    const ex = await get<PsiExplain>(`/api/v1/backlog/psi/explain?rule=1&keyword=${encodeURIComponent(part.mpn)}&backlog_date=${older}&realtime_inventory=0&key=${then.row.key}&at=${then.page.periods[0]}`);
    expect(ex.lines).toContainEqual(expect.objectContaining({ kind: 'stock', line: 'PSI-PARAMS', qty: '300.000' }));
    expect(ex.lines.filter((l) => l.kind === 'stock').reduce((sum, l) => sum + milli(l.qty), 0)).toBe(stockOf(then.row));
  });

  it('synchronization=1 counts the released ORs\' lines as supply by request date; without it, none', async () => {
    const week0 = (await get<PsiPage>('/api/v1/backlog/psi?size=1')).periods[0];
    const before = (await rowOf('&synchronization=1')).row;
    const plainBefore = (await rowOf('')).row;
    const ors = (await sql<{ id: number; status: string }>`select distinct on (status) id::int as id, status from or_order order by status, id`.execute(s.database.db)).rows;
    const idOf = (status: string) => ors.find((o) => o.status === status)!.id;
    expect(ors.map((o) => o.status)).toEqual(expect.arrayContaining(['released', 'draft', 'closed', 'cancelled']));
    const line = (orId: number, qty: number, date: string) =>
      sql`insert into or_item (or_id, line_no, material_id, qty, unit_price, request_date) values (${orId}, 9100, ${part.material_id}, ${qty}, 1, ${date}::date)`.execute(s.database.db);
    await line(idOf('released'), 40, addDays(week0, 16)); // week 3
    await line(idOf('released'), 7, addDays(week0, -30)); // overdue: week 1
    await line(idOf('released'), 900, addDays(week0, 52 * 7 + 3)); // beyond the horizon
    for (const status of ['draft', 'closed', 'cancelled']) await line(idOf(status), 500, addDays(week0, 16));

    const synced = (await rowOf('&synchronization=1')).row;
    const esdDelta = synced.current.outcome.map((c, i) => milli(c.esd) - milli(before.current.outcome[i].esd));
    expect(esdDelta.slice(0, 4)).toEqual([7_000, 0, 40_000, 0]);
    expect(esdDelta.slice(4).every((d) => d === 0)).toBe(true);
    expect(milli(synced.current.totalESD) - milli(before.current.totalESD)).toBe(47_000);
    expect(milli(synced.current.outcome[51].balance) - milli(before.current.outcome[51].balance)).toBe(47_000);

    // Without synchronization (default 0) the OR lines count nowhere.
    expect((await rowOf('')).row.current.outcome).toEqual(plainBefore.current.outcome);
    expect((await rowOf('&synchronization=0')).row.current.outcome).toEqual(plainBefore.current.outcome);
  });
});
