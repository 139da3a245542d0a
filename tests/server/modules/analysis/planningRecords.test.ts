// Planning records (issue 26): backlog records by date and compared, BU forecast records and compare,
// the forecast draft summary; each family's calls under that family's record rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

describe('planning records', () => {
  let s: TestServer;
  let op: string;
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    op = await s.login('op');
  });
  afterAll(() => s.close());

  it('lists backlogs by date, a date lines, and the change between two backlogs', async () => {
    const list = await s.call({ method: 'GET', url: '/api/v1/forecast/record/backlog?family=cf', token: op });
    expect(list.status).toBe(200);
    const rows = (list.body.data as { list: { id: number; backlog_date: string; previous_id: number | null; line_count: number }[] }).list;
    expect(rows.length).toBe(2);
    expect(rows[0].previous_id).toBe(rows[1].id);
    const date = await s.call({ method: 'GET', url: `/api/v1/forecast/record/backlog?family=cf&date=${rows[0].backlog_date}&size=500`, token: op });
    expect((date.body.data as { total: number }).total).toBe(rows[0].line_count);
    const cmp = await s.call({ method: 'GET', url: `/api/v1/forecast/record/backlog/compare/${rows[1].id}/${rows[0].id}?family=cf`, token: op });
    const d = cmp.body.data as { list: { mpn: string; cpn: string | null; first_qty: string; second_qty: string; change: string }[] };
    expect(d.list.length).toBeGreaterThan(0);
    const [one] = d.list;
    const sums = await q(sql<{ a: string; b: string }>`select coalesce(sum(qty) filter (where backlog_id = ${rows[1].id}), 0)::text as a,
        coalesce(sum(qty) filter (where backlog_id = ${rows[0].id}), 0)::text as b from backlog_line where mpn = ${one.mpn} and cpn is not distinct from ${one.cpn}`);
    expect([one.first_qty, one.second_qty]).toEqual([sums[0].a, sums[0].b]);
    // A NonCF backlog is not found through the CF family; a user of neither record rule is refused.
    const noncf = await q(sql<{ id: number }>`select id::int as id from backlog where family = 'noncf' limit 1`);
    expect((await s.call({ method: 'GET', url: `/api/v1/forecast/record/backlog/compare/${noncf[0].id}/${rows[0].id}?family=cf`, token: op })).status).toBe(404);
    expect((await s.call({ method: 'GET', url: '/api/v1/forecast/record/backlog', token: await s.login('audit01') })).status).toBe(403);
  });

  it('gives a forecast BU totals and compares two versions by BU; the summary of the forecast drafts', async () => {
    const manager = await s.login('manager');
    const list = await s.call({ method: 'GET', url: '/api/v1/forecast/record/bu?family=noncf', token: manager });
    expect(list.status).toBe(200);
    const f = (list.body.data as { list: { id: number; no: string; previous_no: string | null; total_qty: string }[] }).list.find((r) => r.previous_no)!;
    const detail = await s.call({ method: 'GET', url: `/api/v1/forecast/record/bu/${f.id}?family=noncf`, token: manager });
    const totals = (detail.body.data as { list: { total: string }[] }).list;
    expect(totals.reduce((a, r) => a + Number(r.total), 0)).toBe(Number(f.total_qty));
    const cmp = await s.call({ method: 'GET', url: `/api/v1/forecast/record/bu/compare/${f.previous_no}/${f.no}?family=noncf`, token: manager });
    expect((cmp.body.data as { list: unknown[] }).list.length).toBe(totals.length);
    const sums = await s.call({ method: 'GET', url: '/api/v1/forecast/tmp/summary/list', token: op });
    const first = (sums.body.data as { list: { id: number; row_count: number }[] }).list[0];
    const rows = await s.call({ method: 'GET', url: `/api/v1/forecast/tmp/summary/item/${first.id}`, token: op });
    expect((rows.body.data as { total: number }).total).toBe(first.row_count);
    expect((await s.call({ method: 'GET', url: '/api/v1/forecast/tmp/summary/list', token: manager })).status).toBe(403);
  });
});
