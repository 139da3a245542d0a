// Demo demand for the OR PSI, dated from the business day: the seeded customer orders carry fixed
// dates, so on most days of the year the open lines of an OR part all fall in its first weeks (or in
// the past, counted in week 1) and nothing asks for the part after week 8. The parts short in the
// first weeks (both sources: the ORs' materials, then the stock's) get one open demo order's lines
// where they lack them: one in week 6 if no later need outgrows their first 4 weeks, one in week 12
// if none outgrows their first 8. Then the stock the OR PSI seed sizes can leave each such part red,
// yellow (short again in weeks 5–8) or blue (short from week 9), on any day.
import { sql, type Kysely } from 'kysely';
import { milli } from '../../../../src/contract/psi/engine';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import { buildRow } from '../psi/build';
import type { PsiDbRow } from '../psi/query';
import { queryOrPsi, type OrPsiQuery } from './query';

export const DEMO_ORDER_NO = 'CO-OR-PSI-DEMO';
/** The weeks (0-based) of the lines: week 6 (yellow) and week 12 (blue). */
const WEEK = { yellow: 5, blue: 11 } as const;

const low = (b: number[], from: number, to = b.length) => Math.min(...b.slice(from, to));
/** Whole hundreds of pieces that exceed `gap` (milli). */
const pieces = (gap: number) => (Math.floor(Math.max(gap, 0) / 100_000) + 1) * 100;

/** The lines one short row needs: [week index, pieces]. */
export function demoLines(row: PsiDbRow, periods: string[]): [number, number][] {
  const b = buildRow(row, periods, false).current.outcome.map((c) => milli(c.balance));
  const lines: [number, number][] = [];
  // Short again in weeks 5–8 after its first 4 are covered: its balance then goes below its low of weeks 1–4.
  if (!(low(b, 4, 8) < low(b, 0, 4))) {
    const qty = pieces(low(b, WEEK.yellow, 8) - low(b, 0, 4));
    lines.push([WEEK.yellow, qty]);
    for (let i = WEEK.yellow; i < b.length; i++) b[i] -= qty * 1000;
  }
  // Short from week 9 after its first 8 are covered: its balance later goes below its low of weeks 1–8.
  if (!(low(b, 8) < low(b, 0, 8))) lines.push([WEEK.blue, pieces(low(b, WEEK.blue) - low(b, 0, 8))]);
  return lines;
}

export async function seedOrPsiDemand(db: Kysely<DB>, q: OrPsiQuery, periods: string[]): Promise<void> {
  const customer = (await sql<{ id: number }>`select id::int as id from ship_customer where bg_id is not null order by id limit 1`.execute(db)).rows[0];
  if (!customer || periods.length <= WEEK.blue) return;
  const seen = new Set<number>();
  const items: { material_id: number; qty: number; request_date: string }[] = [];
  for (const source of ['list', 'inventory'] as const) {
    const rows = (await queryOrPsi(db, source, q)).filter((r) => r.material_id && !seen.has(r.material_id));
    for (const r of rows.sort((a, b) => a.material_id! - b.material_id!)) {
      seen.add(r.material_id!);
      for (const [week, qty] of demoLines(r, periods)) items.push({ material_id: r.material_id!, qty, request_date: periods[week] });
    }
  }
  if (!items.length) return;
  await writeTransaction(db, async (trx) => {
    const made = await sql<{ id: number }>`insert into customer_order (order_no, customer_id, customer_po, ship_to_id, bill_to_id, entity_id, bg_id, currency,
        order_date, status, order_type, remark, created_by, updated_by)
      select ${DEMO_ORDER_NO}, c.id, 'PO-OR-PSI-DEMO', (select min(id) from ship_to where customer_id = c.id), (select min(id) from bill_to where customer_id = c.id),
        c.entity_id, c.bg_id, 'USD', ${q.date}::date, 'open', 'normal', 'OR PSI demo demand', 'op', 'op'
      from ship_customer c where c.id = ${customer.id} returning id::int as id`.execute(trx);
    await sql`insert into customer_order_item (order_id, line_no, material_id, cpn, qty, unit_price, request_date, locked, created_by)
      select ${made.rows[0].id}, t.n, m.id, null, t.q::bigint, round(coalesce(m.standard_cost, 0.25) * 1.18, 4), t.d::date, false, 'op'
      from unnest(${items.map((i) => String(i.material_id))}::text[], ${items.map((i) => String(i.qty))}::text[], ${items.map((i) => i.request_date)}::text[])
        with ordinality as t(m, q, d, n)
      join material m on m.id = t.m::bigint`.execute(trx);
  });
}
