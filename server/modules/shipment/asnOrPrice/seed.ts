// Demo OR price abnormalities made by the real check: for three of the demo supplier's submitted or
// audited ASNs, the OR their first item's material was bought on (released, 5 % above the invoiced
// price), then the check of each ASN records the difference; the first one explained in a remark.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { checkOrPrices } from './check';

export async function seedOrPrices(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const items = (
      await sql<{ asn_id: number; invoice_no: string; material_id: number; price: string }>`
      select distinct on (o.id) o.id::int as asn_id, o.invoice_no, i.material_id::int as material_id, i.price::text as price
      from asn_order o join asn_item i on i.asn_id = o.id where o.status in ('1', '6') order by o.id, i.line_no limit 3`.execute(trx)
    ).rows;
    const vendor = (await sql<{ id: number | null }>`select min(id)::int as id from vendor`.execute(trx)).rows[0]?.id;
    if (!vendor) return;
    for (const [n, item] of items.entries()) {
      const or = (
        await sql<{ id: number }>`insert into or_order (or_no, vendor_id, currency, or_date, status, created_by, updated_by)
        values (${`OR-2611-${String(901 + n)}`}, ${vendor}, 'USD', '2026-11-02', 'released', 'op', 'op') returning id::int as id`.execute(trx)
      ).rows[0].id;
      await sql`insert into or_item (or_id, line_no, material_id, qty, unit_price, created_by)
        values (${or}, 1, ${item.material_id}, 5000, round(${item.price}::numeric * 1.05, 5), 'op')`.execute(trx);
      await checkOrPrices(trx, item.asn_id, item.invoice_no, 'op');
    }
    await sql`update asn_or_price set remark = 'Vendor price protection until the end of December' where id = (select min(id) from asn_or_price)`.execute(trx);
  });
}
