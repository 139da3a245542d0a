// Demo ORs: 300 orders of one to six lines over the seeded vendors and parts, in every state
// (most released, some drafts, closed and cancelled), raised by the demo buyers.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { BUYERS, day, demoBasics, priceOf, randomFrom } from '../purchaseOrder/seed';

type Any = Kysely<Record<string, Record<string, unknown>>>;
const STATES = ['released', 'released', 'released', 'draft', 'closed', 'cancelled'];

export async function seedOrOrders(kysely: Kysely<DB>): Promise<void> {
  const db = kysely as unknown as Any;
  const { vendors, bgs, parts } = await demoBasics(kysely);
  if (!vendors.length || !parts.length) return;
  const rnd = randomFrom(8100);
  const heads = Array.from({ length: 300 }, (_, i) => ({
    or_no: `OR26${String(50_000 + i)}`, vendor_id: vendors[rnd(vendors.length)], bg_id: bgs.length ? bgs[rnd(bgs.length)] : null,
    currency: i % 7 === 0 ? 'CNY' : 'USD', or_date: day(i % 170), vendor_ref: i % 3 === 0 ? null : `SO-${String(700_000 + i * 3)}`,
    status: STATES[i % STATES.length], created_by: BUYERS[i % BUYERS.length], updated_by: BUYERS[i % BUYERS.length],
  }));
  const ids = await db.insertInto('or_order').values(heads).returning('id').execute();
  const lines: Record<string, unknown>[] = [];
  ids.forEach(({ id }, i) => {
    for (let l = 0, n = 1 + rnd(6); l < n; l++) {
      const part = parts[rnd(parts.length)];
      lines.push({ or_id: id, line_no: l + 1, material_id: part.id, qty: part.mpq * (1 + rnd(30)), unit_price: priceOf(part, rnd), request_date: day((i % 170) + 30 + rnd(50)), created_by: heads[i].created_by });
    }
  });
  await db.insertInto('or_item').values(lines).execute();
}
