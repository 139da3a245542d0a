// Swaps (issue 26): a planner asks for quantity of a part from another BG's forecast item; that BG's
// planner agrees (only what the item can still give) or refuses (with a reason), once: a second or
// concurrent decision is 409; ESD swaps exchange two lines' ESDs or bring an item's backlog forward;
// the notification answer counts what waits.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_BACKEND, type TestServer } from '../../harness';

type Counts = { mySwapCount: number; myRequestCount: number; myEsdCount: number; myEsdRequestCount: number };

describe('swaps', () => {
  let s: TestServer;
  const t: Record<string, string> = {};
  const q = <T>(text: ReturnType<typeof sql<T>>) => text.execute(s.database.db).then((r) => r.rows);
  beforeAll(async () => {
    s = await startTestServer(TEST_BACKEND);
    for (const u of ['op', 'admin', 'manager', 'viewer']) t[u] = await s.login(u);
  });
  afterAll(() => s.close());
  const call = (who: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) => s.call({ method, url, token: t[who], payload });
  const counts = async (who: string) => ((await call(who, 'GET', '/api/v1/notification?size=1')).body.data as { swapCount: Counts }).swapCount;
  /** Two latest-forecast items of one part in two BGs, with the giver's MPQ and what it can give. */
  const pair = async (skip: number) =>
    (await q(sql<{ a: number; b: number; mpq: string }>`select a.id::int as a, b.id::int as b, b.mpq::text as mpq from forecast_item a
      join forecast fa on fa.id = a.forecast_id and fa.version_no = 2 join forecast_item b on b.material_id = a.material_id and b.id <> a.id
      join forecast fb on fb.id = b.forecast_id and fb.version_no = 2 and fb.family = fa.family and fb.bg_id <> fa.bg_id
      where fa.family = 'noncf' and not exists (select 1 from swap_request r where r.swap_forecast_item_id in (a.id, b.id) or r.request_forecast_item_id in (a.id, b.id))
      order by a.id desc, b.id offset ${skip} limit 1`))[0];

  it('seeds swaps in every state and counts what waits for whom', async () => {
    expect(await q(sql`select status, count(*)::int as n from swap_request group by 1 order by 1`)).toEqual([{ status: 'agreed', n: 1 }, { status: 'pending', n: 3 }, { status: 'refused', n: 1 }]);
    expect(await q(sql`select kind, status from esd_swap order by id`)).toEqual([
      { kind: 'pair', status: 'pending' }, { kind: 'pair', status: 'agreed' }, { kind: 'pair', status: 'refused' }, { kind: 'pair', status: 'pending' }, { kind: 'open', status: 'pending' }]);
    expect(await counts('op')).toEqual({ mySwapCount: 2, myRequestCount: 1, myEsdCount: 2, myEsdRequestCount: 1 });
    expect(await counts('manager')).toEqual({ mySwapCount: 1, myRequestCount: 2, myEsdCount: 1, myEsdRequestCount: 2 });
    expect(await counts('viewer')).toEqual({ mySwapCount: 0, myRequestCount: 0, myEsdCount: 0, myEsdRequestCount: 0 });
    expect((await call('viewer', 'GET', '/api/v1/swap/requests')).status).toBe(403);
  });

  it('checks a request field by field, and on the caller\'s own family', async () => {
    const p = await pair(0);
    const ask = (body: Record<string, unknown>, url = '/api/v1/swap') => call('op', 'POST', url, { request_forecast_item_id: p.a, swap_forecast_item_id: p.b, copies: 1, ...body });
    const field = async (body: Record<string, unknown>, url?: string) => ((await ask(body, url)).body.errors as { field: string }[])?.[0]?.field;
    expect(await field({ copies: 0 })).toBe('copies');
    expect(await field({ mpq_by_qty: '1.5' })).toBe('mpq_by_qty');
    expect(await field({ swap_forecast_item_id: p.a })).toBe('swap_forecast_item_id');
    expect(await field({ request_forecast_item_id: 999999999 })).toBe('request_forecast_item_id');
    expect(await field({}, '/api/v1/cf/swap')).toBe('request_forecast_item_id');
    const made = await ask({ copies: 2, remark: 'Pull-in for a build' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ status: 'pending', copies: 2, mpq_by_qty: p.mpq, remark: 'Pull-in for a build' });
    expect(Number((made.body.data as { qty: string }).qty)).toBe(Number(p.mpq) * 2);
  });

  it('is decided once, by the other planner, in one transaction: a concurrent second decision is 409', async () => {
    const p = await pair(1);
    const made = await call('op', 'POST', '/api/v1/swap', { request_forecast_item_id: p.a, swap_forecast_item_id: p.b, copies: 1 });
    const id = (made.body.data as { id: number }).id;
    expect((await call('op', 'PUT', `/api/v1/swap/review/${id}`, { status: 'agreed' })).status).toBe(403);
    expect((await call('manager', 'PUT', `/api/v1/swap/review/${id}`, { status: 'refused' })).body.errors).toEqual([{ field: 'reject_reason', message: 'reject_reason: say why the request is refused' }]);
    expect((await call('manager', 'PUT', `/api/v1/swap/review/${id}`, { status: 'agreed', version: 7 })).status).toBe(409);
    const [first, second] = await Promise.all([
      call('manager', 'PUT', `/api/v1/swap/review/${id}`, { status: 'agreed', version: 1 }),
      call('admin', 'PUT', `/api/v1/swap/review/${id}`, { status: 'refused', reject_reason: 'No', version: 1 }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const [row] = await q(sql<{ status: string; version: number }>`select status, version from swap_request where id = ${id}`);
    expect(row.version).toBe(2);
    const winner = first.status === 200 ? 'manager' : 'admin';
    expect(row.status).toBe(winner === 'manager' ? 'agreed' : 'refused');
    expect(await q(sql`select count(*)::int as n from user_notification n join users u on u.id = n.user_id where u.name = 'op' and n.sent_by = ${winner}`)).toEqual([{ n: 1 }]);
    expect((await call('op', 'DELETE', `/api/v1/swap/${id}`)).status).toBe(409);
  });

  it('agrees only what the giving item can still give, and lets the requester withdraw a waiting request', async () => {
    const p = await pair(2);
    const [{ left }] = await q(sql<{ left: string }>`select coalesce(sum(qty), 0)::text as left from forecast_qty where item_id = ${p.b} and week_start >= date_trunc('week', current_date)::date`);
    const copies = Math.floor(Number(left) / Number(p.mpq)) + 1;
    const big = await call('op', 'POST', '/api/v1/swap', { request_forecast_item_id: p.a, swap_forecast_item_id: p.b, copies });
    const id = (big.body.data as { id: number }).id;
    const refused = await call('manager', 'PUT', `/api/v1/swap/review/${id}`, { status: 'agreed' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain(`has only ${Number(left)} left to give`);
    expect((await call('manager', 'DELETE', `/api/v1/swap/${id}`)).status).toBe(403);
    expect((await call('op', 'DELETE', `/api/v1/swap/${id}`)).status).toBe(200);
    expect(await q(sql`select 1 from swap_request where id = ${id}`)).toEqual([]);
  });

  it('exchanges two lines\' ESDs on agreement, and brings an open swap\'s lines forward', async () => {
    const [pending] = await q(sql<{ id: number; r: number; s: number; re: string; se: string }>`select id::int as id, request_line_id::int as r, swap_line_id::int as s,
      to_char(request_esd, 'YYYY-MM-DD') as re, to_char(swap_esd, 'YYYY-MM-DD') as se from esd_swap where kind = 'pair' and status = 'pending' and created_by = 'op'`);
    const agreed = await call('manager', 'PUT', `/api/v1/esd-swap/review/${pending.id}`, { status: 'agreed' });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(await q(sql`select id::int as id, to_char(esd, 'YYYY-MM-DD') as esd from backlog_line where id in (${pending.r}, ${pending.s}) order by id`)).toEqual(
      [{ id: pending.r, esd: pending.se }, { id: pending.s, esd: pending.re }].sort((a, b) => a.id - b.id));
    expect((await call('manager', 'PUT', `/api/v1/esd-swap/review/${pending.id}`, { status: 'agreed' })).status).toBe(409);
    const [open] = await q(sql<{ id: number; item: number; date: string }>`select id::int as id, forecast_item_id::int as item, to_char(date, 'YYYY-MM-DD') as date from esd_swap where kind = 'open'`);
    const moved = await call('manager', 'PUT', `/api/v1/esd-swap/review/${open.id}`, { status: 'agreed' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((moved.body.data as { moved: number }).moved).toBeGreaterThan(0);
    expect(await q(sql`select count(*)::int as n from backlog_line where forecast_item_id = ${open.item} and esd = ${open.date}::date`)).toEqual([{ n: (moved.body.data as { moved: number }).moved }]);
    // A new pair: my line must have a later ESD than the line I ask for.
    const [line] = await q(sql<{ id: number }>`select r.id::int as id from backlog_line r join backlog_line s on s.backlog_id = r.backlog_id and s.material_id = r.material_id and s.id <> r.id
      where r.forecast_item_id is not null and r.esd = s.esd order by r.id limit 1`);
    const same = await q(sql<{ id: number }>`select s.id::int as id from backlog_line r join backlog_line s on s.backlog_id = r.backlog_id and s.material_id = r.material_id and s.id <> r.id where r.id = ${line.id} limit 1`);
    const notEarlier = await call('op', 'POST', '/api/v1/esd-swap', { request: line.id, swap: same[0].id });
    expect((notEarlier.body.errors as { field: string }[])[0].field).toBe('swap');
    expect((await call('op', 'POST', '/api/v1/esd-swap/open', { forecastItemId: open.item, date: '2020-01-01', qty: 1 })).body.errors).toMatchObject([{ field: 'date' }]);
  });

  it('lets the requester withdraw a waiting ESD swap, and only while it waits', async () => {
    const [mine] = await q(sql<{ id: number; by: string }>`select id::int as id, created_by as by from esd_swap where status = 'pending' order by id limit 1`);
    const other = mine.by === 'op' ? 'manager' : 'op';
    const before = (await counts(mine.by)).myEsdCount;
    expect((await call(other, 'DELETE', `/api/v1/esd-swap/${mine.id}`)).status).toBe(403);
    const gone = await call(mine.by, 'DELETE', `/api/v1/esd-swap/${mine.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await q(sql`select 1 from esd_swap where id = ${mine.id}`)).toEqual([]);
    expect((await counts(mine.by)).myEsdCount).toBe(before - 1);
    expect((await call(mine.by, 'DELETE', `/api/v1/esd-swap/${mine.id}`)).status).toBe(404);
    const [decided] = await q(sql<{ id: number; by: string }>`select id::int as id, created_by as by from esd_swap where status <> 'pending' order by id limit 1`);
    expect((await call(decided.by, 'DELETE', `/api/v1/esd-swap/${decided.id}`)).status).toBe(409);
    expect(await q(sql`select 1 from esd_swap where id = ${decided.id}`)).toHaveLength(1);
  });
});
