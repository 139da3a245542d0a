// The price-check audit items of one ASN (R19's warnings become review work): an item below the
// maxout price waits in the maxout queue; below the highest quote or without a quote, in the
// abnormal-price queue. Called by the ASN module in its own transaction when an ASN is submitted:
// the ASN's items still pending from an earlier submission are replaced, decided ones are kept.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { raiseAuditItems, type NewAuditItem } from './outcomes';

const REASON: Record<string, (price: string, ref: string | null) => string> = {
  maxout: (price, ref) => `Price ${price} below the maxout price ${ref ?? ''}`.trim(),
  srp: (price, ref) => `Price ${price} below the highest quote ${ref ?? ''}: keep to the SRP`,
  no_price: (price) => `Price ${price}: no quote price in effect`,
};

export async function raiseAsnPriceItems(trx: Transaction<DB>, asnId: number, by: string): Promise<number[]> {
  const rows = await sql<{ id: number; invoice_no: string; supplier: string | null; customer: string | null; mpn: string | null; qty: string; price: string; quote_price: string | null; maxout_price: string | null; currency: string | null; price_warning: string }>`
    select i.id::int as id, o.invoice_no, o.created_by as supplier, c.name as customer, m.mpn, i.total_qty::text as qty, i.price::text as price,
      i.quote_price::text as quote_price, i.maxout_price::text as maxout_price, o.currency, i.price_warning
    from asn_item i join asn_order o on o.id = i.asn_id
      left join ship_customer c on c.id = o.ship_customer_id left join material m on m.id = i.material_id
    where i.asn_id = ${asnId} and i.price_warning in ('maxout', 'srp', 'no_price')
    order by i.line_no`.execute(trx);
  await sql`delete from audit_item where asn_id = ${asnId} and audit_status = 1 and queue in ('maxout_price', 'abnormal_price')`.execute(trx);
  const items: NewAuditItem[] = rows.rows.map((r) => {
    const ref = r.price_warning === 'maxout' ? r.maxout_price : r.quote_price;
    return {
      queue: r.price_warning === 'maxout' ? 'maxout_price' : 'abnormal_price',
      asn_id: asnId,
      asn_item_id: r.id,
      invoice_no: r.invoice_no,
      supplier: r.supplier,
      customer: r.customer,
      mpn: r.mpn,
      qty: r.qty,
      price: r.price,
      reference_price: ref,
      currency: r.currency,
      reason: REASON[r.price_warning](r.price, ref),
    };
  });
  return raiseAuditItems(trx, items, by);
}
