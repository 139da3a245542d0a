// Demo swaps in every state, on the latest forecasts and backlog: op's requests waiting for the other
// BG's planner (manager), agreed and refused; manager's request waiting for op; the same for ESD swaps
// (an agreed one has exchanged its lines' ESDs), and an open ESD swap bringing an item's backlog forward.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const latest = (f: string) => sql.raw(`${f}.version_no = (select max(x.version_no) from forecast x where x.family = ${f}.family and x.bg_id = ${f}.bg_id)`);
const daysAgo = (n: number, h = 9) => new Date(Date.now() - n * 86400000 - ((Date.now() % 86400000) - h * 3600000));

/** Pairs with no id used twice, so one demo request's effect never touches another's. */
function distinct<T extends { a: number; b: number }>(rows: T[], want: number): T[] {
  const used = new Set<number>();
  const out: T[] = [];
  for (const r of rows) {
    if (used.has(r.a) || used.has(r.b)) continue;
    used.add(r.a).add(r.b);
    out.push(r);
    if (out.length === want) break;
  }
  return out;
}

async function seedItemSwaps(db: Kysely<DB>) {
  const pairs = async (family: string) =>
    distinct((await sql<{ a: number; b: number; mpq: string }>`select a.id::int as a, b.id::int as b, b.mpq::text as mpq
      from forecast_item a join forecast fa on fa.id = a.forecast_id and ${latest('fa')}
      join forecast_item b on b.material_id = a.material_id and b.id <> a.id join forecast fb on fb.id = b.forecast_id and ${latest('fb')}
        and fb.family = fa.family and fb.bg_id <> fa.bg_id
      where fa.family = ${family} order by a.line_no, a.id, b.id limit 400`.execute(db)).rows, 5);
  const noncf = await pairs('noncf');
  const cf = await pairs('cf');
  if (noncf.length < 4) return;
  const row = (family: string, p: { a: number; b: number; mpq: string }, copies: number, by: string, ago: number, remark: string, decided?: { status: string; by: string; reason?: string }) => sql`(
    ${family}, ${p.a}, ${p.b}, ${p.mpq}::numeric, ${copies}, ${remark}, ${decided?.status ?? 'pending'}, ${decided?.reason ?? null}, ${decided?.by ?? null},
    ${decided ? daysAgo(ago - 1, 14) : null}, ${decided ? 2 : 1}, ${by}, ${daysAgo(ago)}, ${daysAgo(decided ? ago - 1 : ago, 14)})`;
  const values = [
    row('noncf', noncf[0], 2, 'op', 1, 'Customer pulled in a build; two reels needed next week'),
    row('noncf', noncf[1], 4, 'op', 6, 'Line-down risk at the customer: new program ramp', { status: 'agreed', by: 'manager' }),
    row('noncf', noncf[2], 10, 'op', 8, 'Safety stock for Q1', { status: 'refused', by: 'manager', reason: 'Our customer confirmed the same weeks; nothing to spare before February.' }),
    row('noncf', noncf[3], 1, 'manager', 2, 'Sample build for a design-in'),
    ...(cf.length ? [row('cf', cf[0], 3, 'op', 3, 'Hub stock below safety level')] : []),
  ];
  await sql`insert into swap_request (family, request_forecast_item_id, swap_forecast_item_id, mpq_by_qty, copies, remark, status, reject_reason, decided_by, decided_at, version, created_by, created_at, updated_at)
    values ${sql.join(values)}`.execute(db);
}

async function seedEsdSwaps(db: Kysely<DB>) {
  const backlog = (await sql<{ id: number; backlog_date: string; earliest: string }>`select id::int as id, to_char(backlog_date, 'YYYY-MM-DD') as backlog_date,
    to_char(backlog_date + delay, 'YYYY-MM-DD') as earliest from backlog where family = 'noncf' order by backlog_date desc, id desc limit 1`.execute(db)).rows[0];
  if (!backlog) return;
  const found = distinct((await sql<{ a: number; b: number }>`select r.id::int as a, s.id::int as b
    from backlog_line r join backlog_line s on s.backlog_id = r.backlog_id and s.material_id = r.material_id and s.id <> r.id and s.bg_id <> r.bg_id
    where r.backlog_id = ${backlog.id} and r.forecast_item_id is not null order by r.line_no, s.line_no limit 400`.execute(db)).rows, 4);
  if (found.length < 4) return;
  // Supply confirmed the requesting lines two to five weeks later than the other BG's: what their planners ask to swap.
  for (const [k, p] of found.entries()) await sql`update backlog_line set esd = esd + ${7 * (2 + k)}::int where id = ${p.a}`.execute(db);
  const pairs = (await sql<{ a: number; b: number; a_esd: string; b_esd: string; no: string | null }>`select r.id::int as a, s.id::int as b,
      to_char(r.esd, 'YYYY-MM-DD') as a_esd, to_char(s.esd, 'YYYY-MM-DD') as b_esd, f.no
    from backlog_line r join backlog_line s on s.id = any(${found.map((p) => p.b)}::bigint[]) and s.material_id = r.material_id and s.backlog_id = r.backlog_id
    join forecast_item i on i.id = r.forecast_item_id join forecast f on f.id = i.forecast_id
    where r.id = any(${found.map((p) => p.a)}::bigint[]) order by r.esd`.execute(db)).rows;
  if (pairs.length < 4) return;
  const pair = (p: (typeof pairs)[number], by: string, ago: number, remark: string, decided?: { status: string; by: string; reason?: string }) => sql`(
    'pair', ${backlog.id}, ${p.no}, ${backlog.backlog_date}, ${p.a}, ${p.b}, ${p.a_esd}, ${p.b_esd}, null, null, null, ${decided?.status === 'agreed' ? 2 : null}, ${remark},
    ${decided?.status ?? 'pending'}, ${decided?.reason ?? null}, ${decided?.by ?? null}, ${decided ? daysAgo(ago - 1, 15) : null}, ${decided ? 2 : 1}, ${by}, ${daysAgo(ago)})`;
  const item = (await sql<{ item: number }>`select forecast_item_id::int as item from backlog_line where backlog_id = ${backlog.id} and forecast_item_id is not null
    and id not in (${sql.join(pairs.flatMap((p) => [p.a, p.b]))}) group by forecast_item_id having count(*) >= 2 order by forecast_item_id limit 1`.execute(db)).rows[0];
  // That item's lines were confirmed three weeks late; the open swap asks to bring half of it back.
  if (item) await sql`update backlog_line set esd = esd + 21 where backlog_id = ${backlog.id} and forecast_item_id = ${item.item}`.execute(db);
  const open = item
    ? (await sql<{ item: number; no: string; qty: string }>`select l.forecast_item_id::int as item, f.no, (sum(l.qty) / 2)::numeric(20, 3)::text as qty
        from backlog_line l join forecast_item i on i.id = l.forecast_item_id join forecast f on f.id = i.forecast_id
        where l.backlog_id = ${backlog.id} and l.forecast_item_id = ${item.item} group by l.forecast_item_id, f.no`.execute(db)).rows[0]
    : undefined;
  const values = [
    pair(pairs[0], 'op', 1, 'Customer asks for the earlier slot: first article inspection'),
    pair(pairs[1], 'op', 5, 'Production start moved up one week', { status: 'agreed', by: 'manager' }),
    pair(pairs[2], 'op', 7, 'Would like the earlier ESD', { status: 'refused', by: 'manager', reason: 'Our customer’s line cannot take a later ESD this month.' }),
    pair(pairs[3], 'manager', 2, 'Pull-in for an end-of-quarter shipment'),
    ...(open ? [sql`('open', ${backlog.id}, ${open.no}, ${backlog.backlog_date}, null, null, null, null, ${open.item}, ${backlog.earliest}, ${open.qty}::numeric, null,
      'Bring half of the open backlog forward to the earliest ESD', 'pending', null, null, null, 1, 'op', ${daysAgo(1)})`] : []),
  ];
  await sql`insert into esd_swap (kind, backlog_id, forecast_no, backlog_date, request_line_id, swap_line_id, request_esd, swap_esd, forecast_item_id, date, qty, moved, remark,
      status, reject_reason, decided_by, decided_at, version, created_by, created_at) values ${sql.join(values)}`.execute(db);
  // The agreed pair's effect: the two lines exchanged their ESDs.
  await sql`update backlog_line set esd = case when id = ${pairs[1].a} then ${pairs[1].b_esd}::date else ${pairs[1].a_esd}::date end where id in (${pairs[1].a}, ${pairs[1].b})`.execute(db);
}

export async function seedSwaps(db: Kysely<DB>) {
  await seedItemSwaps(db);
  await seedEsdSwaps(db);
}
