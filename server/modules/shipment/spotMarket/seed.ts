// Demo spot orders: fifty over the seeded customers and materials, drafts, orders, sent ones (some
// partly invoiced) and fully invoiced ones, with TI invoices that match the lines' invoiced quantities.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const day = (offset: number) => new Date(Date.UTC(2026, 6, 1) + offset * 86_400_000).toISOString().slice(0, 10);
const STATUS = (i: number) => (i < 12 ? 'draft' : i < 22 ? 'ordered' : i < 38 ? 'sent' : 'invoiced');

export async function seedSpotMarket(db: Kysely<DB>): Promise<void> {
  const customers = (await sql<{ id: number }>`select id::int as id from ship_customer order by id limit 15`.execute(db)).rows;
  const parts = (await sql<{ id: number; cost: string | null }>`select id::int as id, standard_cost::text as cost from material order by id desc limit 60`.execute(db)).rows;
  if (!customers.length || !parts.length) return;
  await db.transaction().execute(async (trx) => {
    const heads = Array.from({ length: 50 }, (_, i) => {
      const status = STATUS(i);
      const sent = status === 'sent' || status === 'invoiced';
      return sql`(${`SPOT26${String(i + 1).padStart(4, '0')}`}, ${customers[i % customers.length].id}, ${day(i * 2)}, ${i % 7 === 3 ? 'CNY' : 'USD'},
        ${(25 + (i % 9) * 12.5).toFixed(2)}, ${['0', '1.5', '2'][i % 3]}, ${['0', '3.5'][i % 2]}, ${i % 7 === 3 ? '13' : '0'},
        ${sent ? `TI${String(90000 + i).padStart(8, '0')}` : null}, ${status}, ${sent ? `${day(i * 2 + 3)}T09:00:00Z` : null}, 'admin', 'admin')`;
    });
    const orders = (
      await sql<{ id: number; status: string }>`insert into spot_market (spot_no, customer_id, order_date, currency, freight, handling_rate, duty_rate, tax_rate, ti_order_no, status, sent_at, created_by, updated_by)
        values ${sql.join(heads)} returning id::int as id, status`.execute(trx)
    ).rows;
    const lines = orders.flatMap((o, i) =>
      Array.from({ length: 1 + (i % 4) }, (_, k) => {
        const p = parts[(i * 3 + k * 7) % parts.length];
        const qty = 500 * (1 + ((i + k) % 6));
        const invoiced = o.status === 'invoiced' ? qty : o.status === 'sent' && i % 2 === 0 && k === 0 ? qty / 2 : 0;
        return sql`(${o.id}, ${k + 1}, ${p.id}, ${qty}, ${p.cost ?? (0.2 + ((i + k) % 13) * 0.31).toFixed(4)}, ${day(i * 2 + 40)}, ${invoiced}, 'admin')`;
      }),
    );
    const items = (
      await sql<{ id: number; spot_market_id: number; material_id: number; invoiced_qty: string; unit_price: string }>`insert into spot_market_item (spot_market_id, line_no, material_id, qty, unit_price, request_date, invoiced_qty, created_by)
        values ${sql.join(lines)} returning id::int as id, spot_market_id::int as spot_market_id, material_id::int as material_id, invoiced_qty::text as invoiced_qty, unit_price::text as unit_price`.execute(trx)
    ).rows.filter((r) => Number(r.invoiced_qty) > 0);
    const invoiced = [...new Set(items.map((r) => r.spot_market_id))];
    if (!invoiced.length) return;
    const invoices = (
      await sql<{ id: number; spot_market_id: number }>`insert into spot_invoice (spot_market_id, invoice_no, invoice_date, created_by)
        values ${sql.join(invoiced.map((id, n) => sql`(${id}, ${`TIINV${String(700100 + n)}`}, ${day(60 + n)}, 'admin')`))} returning id::int as id, spot_market_id::int as spot_market_id`.execute(trx)
    ).rows;
    const byOrder = new Map(invoices.map((v) => [v.spot_market_id, v.id]));
    await sql`insert into spot_invoice_item (invoice_id, item_id, material_id, qty, unit_price)
      values ${sql.join(items.map((r) => sql`(${byOrder.get(r.spot_market_id)!}, ${r.id}, ${r.material_id}, ${r.invoiced_qty}, ${r.unit_price})`))}`.execute(trx);
  });
}
