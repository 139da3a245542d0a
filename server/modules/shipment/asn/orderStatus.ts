// R20, the order status check: each item against the customer order it ships (order_no, the MPN,
// the PO line when given). `no_item`: no such item on an order; `over_qty`: more than the order's
// quantity less what other live ASNs already ship of it. Status 1 when any item has a problem.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { ASN_STATUS } from '../../../../src/resources/shipment/asn/model';

type Executor = Kysely<DB> | Transaction<DB>;

export interface StatusItem {
  order_no?: string | null;
  material_id?: number | null;
  mpn?: string | null;
  po_line?: string | null;
  qty: number;
}

export interface ItemStatus {
  over_qty: boolean;
  no_item: boolean;
  /** The order's quantity still open for this ASN (null when no order item matched). */
  open_qty: number | null;
}

const DEAD = [ASN_STATUS.cancelled, ASN_STATUS.returned];

/** Items without an order number are free stock sales: never over, never missing. */
export async function orderStatus(db: Executor, items: StatusItem[], excludeAsnId?: number): Promise<ItemStatus[]> {
  const out: ItemStatus[] = [];
  const asked = new Map<string, number>();
  for (const item of items) {
    const orderNo = item.order_no?.trim().toUpperCase();
    if (!orderNo) {
      out.push({ over_qty: false, no_item: false, open_qty: null });
      continue;
    }
    const line = item.po_line?.trim() ? Number(item.po_line) : null;
    const lineFilter = line !== null && Number.isInteger(line) ? sql`and i.line_no = ${line}` : sql``;
    const material = item.material_id ? sql`i.material_id = ${item.material_id}` : sql`m.mpn = ${item.mpn ?? ''}`;
    const found = (
      await sql<{ material_id: number; qty: string }>`select i.material_id::int as material_id, sum(i.qty)::text as qty
        from customer_order_item i join customer_order o on o.id = i.order_id join material m on m.id = i.material_id
        where o.order_no = ${orderNo} and o.status <> 'cancelled' and ${material} ${lineFilter}
        group by i.material_id`.execute(db)
    ).rows[0];
    if (!found) {
      out.push({ over_qty: false, no_item: true, open_qty: null });
      continue;
    }
    const shipped = (
      await sql<{ qty: string }>`select coalesce(sum(a.total_qty), 0)::text as qty from asn_item a join asn_order o on o.id = a.asn_id
        where a.order_no = ${orderNo} and a.material_id = ${found.material_id} and o.status <> all(${sql.val(DEAD)}::text[])
        ${excludeAsnId ? sql`and o.id <> ${excludeAsnId}` : sql``}`.execute(db)
    ).rows[0];
    const key = `${orderNo}\u0000${found.material_id}`;
    const before = asked.get(key) ?? 0;
    asked.set(key, before + item.qty);
    const open = Number(found.qty) - Number(shipped.qty) - before;
    out.push({ over_qty: item.qty > open, no_item: false, open_qty: Math.max(open, 0) });
  }
  return out;
}
