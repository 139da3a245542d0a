// Demo price records over the seeded TI materials: this year's book prices with two breaks (and last
// year's), selling prices (a list price and customer prices), purchase prices from two vendors, and
// SA approvals for customers' end-customer designs. Periods never overlap within a key.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Row = Record<string, unknown>;
const AUDIT = { created_by: 'seed', updated_by: 'seed' };
const YEAR = ['2026-01-01', '2026-12-31'] as const;
const LAST_YEAR = ['2025-01-01', '2025-12-31'] as const;

/** A decimal string with 4 places from a cost and a factor (demo arithmetic, exact enough as text). */
const price = (cost: number, factor: number) => (Math.round(cost * factor * 10000) / 10000).toFixed(4);

const ids = async (db: Kysely<DB>, query: ReturnType<typeof sql<{ id: number }>>) => (await query.execute(db)).rows.map((r) => Number(r.id));

export async function seedPriceTables(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number; cost: string | null }>`select m.id, m.standard_cost as cost from material m
      join manufacturer f on f.id = m.manufacturer_id where f.code = 'TI' order by m.id limit 12`.execute(db)).rows;
  const customers = await ids(db, sql<{ id: number }>`select id from ship_customer order by id limit 4`);
  const ecs = await ids(db, sql<{ id: number }>`select id from end_customer order by id limit 4`);
  const vendors = await ids(db, sql<{ id: number }>`select id from vendor where code in ('V10001', 'V20001', 'V10004') order by code`);
  if (!materials.length || !customers.length || !ecs.length || !vendors.length) return;
  const dyn = db as unknown as Kysely<Record<string, Row>>;
  const ti: Row[] = [];
  const selling: Row[] = [];
  const purchase: Row[] = [];
  const sa: Row[] = [];
  materials.forEach((m, i) => {
    const cost = Number(m.cost ?? 0) || 0.35 + i * 0.21;
    const material_id = m.id;
    for (const [period, uplift] of [[LAST_YEAR, 1], [YEAR, 1.04]] as const) {
      ti.push({ material_id, break_qty: 1, book_price: price(cost, 1.6 * uplift), currency: 'USD', valid_from: period[0], valid_to: period[1], ...AUDIT });
      ti.push({ material_id, break_qty: 1000, book_price: price(cost, 1.35 * uplift), currency: 'USD', valid_from: period[0], valid_to: period[1], ...AUDIT });
    }
    selling.push({ material_id, ship_customer_id: null, unit_price: price(cost, 1.45), currency: 'USD', moq: 100, valid_from: YEAR[0], valid_to: YEAR[1], ...AUDIT });
    selling.push({ material_id, ship_customer_id: customers[i % customers.length], unit_price: price(cost, 1.28), currency: 'USD', moq: 3000, valid_from: '2026-01-01', valid_to: '2026-06-30', ...AUDIT });
    purchase.push({ material_id, vendor_id: vendors[i % vendors.length], purchase_price: price(cost, 1.08), landed_cost: price(cost, 1.11), currency: 'USD', moq: 3000, lead_time_weeks: 8 + (i % 5) * 2, valid_from: YEAR[0], valid_to: YEAR[1], ...AUDIT });
    if (i % 2 === 0) {
      sa.push({
        approval_no: `SA-26-${String(4100 + i).padStart(6, '0')}`, material_id, ship_customer_id: customers[i % customers.length], end_customer_id: ecs[i % ecs.length],
        sa_cost: price(cost, 0.82), resale_price: price(cost, 0.95), currency: 'USD', approved_qty: 25_000 * (1 + (i % 3)),
        valid_from: i < 6 ? '2026-01-01' : '2026-04-01', valid_to: i < 6 ? '2026-06-30' : '2026-12-31', remark: i === 0 ? 'Design win at the EC; resale capped by the approval.' : null, ...AUDIT,
      });
    }
  });
  await dyn.insertInto('price_ti_book').values(ti).execute();
  await dyn.insertInto('price_selling').values(selling).execute();
  await dyn.insertInto('price_purchase').values(purchase).execute();
  await dyn.insertInto('price_sa').values(sa).execute();
}
