// The EDI planning history ({token} screens): 830 receipts with a date's lines and two compared, the 830
// revisions (each against the one it replaced), the 862 shipping schedules; each under its screen's rule.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';
import { userWith } from '../shipment/stageUsers';

interface Receipt { id: number; kind: string; record_date: string; bg_code: string; forecast_no: string; line_count: number; previous_id: number | null; previous_no?: string }
type Page<T> = { list: T[]; total: number };

describe('EDI planning records', () => {
  let s: TestServer;
  let reader830: string;
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  const get = async <T>(url: string, token: string) => {
    const res = await s.call({ method: 'GET', url, token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as T;
  };
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    reader830 = await userWith(s, 'r830-reader', ['view-record830']);
  });
  afterAll(() => s.close());

  it("lists the 830s received, a date's lines of one type, and two receipts compared part by part", async () => {
    const { list, total } = await get<Page<Receipt>>('/api/v1/b2b/records/830?size=100', reader830);
    expect(total).toBe(list.length);
    expect(new Set(list.map((r) => r.kind))).toEqual(new Set(['830', 'cf830']));
    const revised = list.find((r) => r.kind === '830' && r.previous_id)!;
    const before = list.find((r) => r.id === revised.previous_id)!;
    expect([before.kind, before.bg_code, before.record_date < revised.record_date]).toEqual(['830', revised.bg_code, true]);

    const info = await get<Page<{ forecast_no: string; mpn: string; total_qty: string }>>(`/api/v1/b2b/records/830/info/${revised.record_date}/830?size=500`, reader830);
    const ofDate = list.filter((r) => r.kind === '830' && r.record_date === revised.record_date);
    expect(info.total).toBe(ofDate.reduce((n, r) => n + r.line_count, 0));
    expect(info.list.length).toBe(Math.min(500, info.total));
    expect(info.list.every((l) => ofDate.some((r) => r.forecast_no === l.forecast_no))).toBe(true);
    const bad = await s.call({ method: 'GET', url: `/api/v1/b2b/records/830/info/${revised.record_date}/850`, token: reader830 });
    expect([bad.status, (bad.body as { errors?: { field: string }[] }).errors?.[0]?.field]).toEqual([400, 'type']);

    const cmp = await get<{ list: { mpn: string; first_qty: string; second_qty: string; change: string }[] }>(`/api/v1/b2b/records/830/compare/${before.id}/${revised.id}`, reader830);
    expect(cmp.list.length).toBeGreaterThan(0);
    const changed = cmp.list.find((r) => r.change !== '0') ?? cmp.list[0];
    const sums = await q(sql<{ a: string; b: string }>`select
        coalesce(sum(qty) filter (where f.no = ${before.forecast_no}), 0)::text as a, coalesce(sum(qty) filter (where f.no = ${revised.forecast_no}), 0)::text as b
      from forecast_qty q join forecast_item i on i.id = q.item_id join forecast f on f.id = i.forecast_id where i.mpn = ${changed.mpn}`);
    expect([Number(changed.first_qty), Number(changed.second_qty), Number(changed.change)]).toEqual([Number(sums[0].a), Number(sums[0].b), Number(sums[0].b) - Number(sums[0].a)]);
    expect((await s.call({ method: 'GET', url: '/api/v1/b2b/records/830/compare/999999/1', token: reader830 })).status).toBe(404);
  });

  it('lists the revisions with what each replaced, and keeps 830R and 862 to their own rules', async () => {
    const op = await s.login('op');
    const { list } = await get<Page<Receipt>>('/api/v1/b2b/records/830R?size=100', op);
    expect(list.length).toBeGreaterThan(0);
    for (const r of list) expect(r.previous_no, r.forecast_no).toBeTruthy();
    expect((await s.call({ method: 'GET', url: `/api/v1/b2b/records/830R/compare/${list[0].previous_id}/${list[0].id}`, token: op })).status).toBe(200);
    // view-record830 reads neither the revisions nor the 862s; a permission names one screen.
    expect((await s.call({ method: 'GET', url: '/api/v1/b2b/records/830R', token: reader830 })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: `/api/v1/b2b/records/830R/compare/${list[0].previous_id}/${list[0].id}`, token: reader830 })).status).toBe(403);
    expect((await s.call({ method: 'GET', url: '/api/v1/b2b/records/862', token: reader830 })).status).toBe(403);

    const schedules = await get<Page<{ id: number; doc_no: string; line_count: number; amount: string }>>('/api/v1/b2b/records/862?size=100', op);
    expect(schedules.total).toBeGreaterThan(0);
    const [first] = schedules.list;
    const exact = await q(sql<{ n: number; amount: string }>`select count(*)::int as n, coalesce(sum(qty * unit_price), 0)::numeric(20, 2)::text as amount
      from consumption862_item where draft_id = ${first.id}`);
    expect([first.line_count, first.amount]).toEqual([exact[0].n, exact[0].amount]);
  });
});
