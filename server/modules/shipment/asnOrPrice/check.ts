// The OR price check of one ASN: each item beside the unit price of the OR line for its material
// (the OR its order number names, else the latest released or closed OR), compared as exact
// decimals by the database. Items invoiced at another price are recorded (one record per item, its
// remark kept on a later check); records of items now matching are removed. One transaction.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';

export interface OrPriceLine {
  asn_item_id: number;
  line_no: number;
  material_id: number;
  mpn: string | null;
  asn_price: string;
  or_no: string | null;
  or_price: string | null;
  diff_pct: string | null;
  abnormal: boolean;
}

export async function checkOrPrices(trx: Transaction<DB>, asnId: number, invoiceNo: string, by: string): Promise<OrPriceLine[]> {
  const lines = (
    await sql<OrPriceLine>`
    select i.id::int as asn_item_id, i.line_no::int as line_no, i.material_id::int as material_id, m.mpn, i.price::text as asn_price,
      o.or_no, o.unit_price::text as or_price,
      round((i.price - o.unit_price) / nullif(o.unit_price, 0) * 100, 2)::text as diff_pct,
      coalesce(i.price <> o.unit_price, false) as abnormal
    from asn_item i left join material m on m.id = i.material_id
    left join lateral (
      select r.or_no, l.unit_price from or_item l join or_order r on r.id = l.or_id
      where l.material_id = i.material_id and r.status in ('released', 'closed')
      order by (r.or_no = upper(coalesce(i.order_no, ''))) desc, r.or_date desc, r.id desc limit 1
    ) o on true
    where i.asn_id = ${asnId}
    order by i.line_no`.execute(trx)
  ).rows;
  const abnormal = lines.filter((l) => l.abnormal);
  for (const l of abnormal) {
    await sql`insert into asn_or_price (asn_id, invoice_no, asn_item_id, material_id, asn_price, or_no, or_price, diff_pct, checked_at, created_by, updated_by)
      values (${asnId}, ${invoiceNo}, ${l.asn_item_id}, ${l.material_id}, ${l.asn_price}, ${l.or_no}, ${l.or_price}, ${l.diff_pct}, now(), ${by}, ${by})
      on conflict (asn_item_id) do update set asn_price = excluded.asn_price, or_no = excluded.or_no, or_price = excluded.or_price,
        diff_pct = excluded.diff_pct, checked_at = now(), updated_by = excluded.updated_by, updated_at = now(), version = asn_or_price.version + 1`.execute(trx);
  }
  const keep = abnormal.map((l) => l.asn_item_id);
  await sql`delete from asn_or_price where asn_id = ${asnId} ${keep.length ? sql`and asn_item_id not in (${sql.join(keep)})` : sql``}`.execute(trx);
  return lines;
}
