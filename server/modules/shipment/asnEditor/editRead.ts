// GET /api/v1/asn/edit/order/{id}[?is_modify=1]: a saved ASN as the editor reopens it. Each item in
// the editor's shape with the groups and bags its part may draw from now (./inventoriesQuery.ts), and
// its stored bag rows as takes (a bag's whole packages and its opened one summed per bag). A plain
// edit is for a draft or a price-rejected ASN that is not locked; `is_modify` for one submitted,
// awaiting audit or approved (the change then goes through the modify audit). Read-only.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { allows } from '../../../../src/schema';
import { EDITABLE_STATES, MODIFIABLE_STATES, asnOrder, myAsn } from '../../../../src/resources/shipment/asn/model';
import { fromUnits, toUnits } from '../../../../src/resources/shipment/asn/model/allocation';
import type { AsnEditAnswer, AsnEditorItem } from '../../../../src/resources/shipment/asn/model/editorContract';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { notFound } from '../../../records/request';
import { getRecord } from '../../../records/repository';
import { limitOf } from '../../../records/scope';
import { stateName } from '../asn/save';
import { asnWords } from '../asn/words';
import { withStock } from './inventoriesQuery';

type StoredItem = Omit<AsnEditorItem, 'group' | 'takes' | 'po_line'> & { line_no: number; po_line: string | null };

/** The ASN's items with their order line (when it still exists) for the open quantity. */
async function storedItems(db: Kysely<DB>, asnId: number): Promise<StoredItem[]> {
  return (await sql<StoredItem>`
    select a.line_no::int as line_no, coalesce(co.id, 0)::int as order_id, coalesce(ci.id, 0)::int as order_item_id,
      coalesce(a.order_no, '') as "orderNo", a.po_line, a.material_id::int as material_id, m.mpn as "MPN", a.cpn as "CPN", a.lmpn as "LMPN",
      coalesce(a.manufacturer, mf.name, '') as manufacturer, a.total_qty::text as "totalQty", coalesce(ci.qty, a.total_qty)::text as "orderQty",
      a.price::text as price, a.quote_price::text as "quotePrice", a.srp::text as srp, a.maxout_price::text as maxout_price,
      coalesce(a.remark, '') as remark, a.over_qty as "overQty", a.is_exist_order as "isExistOrder"
    from asn_item a join material m on m.id = a.material_id left join manufacturer mf on mf.id = m.manufacturer_id
      left join customer_order co on co.order_no = a.order_no
      left join customer_order_item ci on ci.order_id = co.id and a.po_line ~ '^[0-9]{1,9}$' and ci.line_no = a.po_line::int
    where a.asn_id = ${asnId} order by a.line_no`.execute(db)).rows;
}

/** What each item takes of each bag (thousandths summed, so a whole-packages row and an opened one read as one take). */
async function storedTakes(db: Kysely<DB>, asnId: number): Promise<Map<number, Map<number, number>>> {
  const rows = (await sql<{ item_no: number; bag_id: number; total: string }>`
    select item_no::int as item_no, bag_id::int as bag_id, total::text as total from asn_bag where asn_id = ${asnId} order by line_no`.execute(db)).rows;
  const byItem = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const bags = byItem.get(r.item_no) ?? byItem.set(r.item_no, new Map()).get(r.item_no)!;
    bags.set(r.bag_id, (bags.get(r.bag_id) ?? 0) + (toUnits(r.total) ?? 0));
  }
  return byItem;
}

interface HeaderRow { customer: string | null; bill_to: string | null }

/** The ASN the caller may reopen, in the editor's shape; 404 outside their scope, 409 in a state that does not allow it. */
export async function asnForEditor(db: Kysely<DB>, req: FastifyRequest, id: number, modify: boolean): Promise<AsnEditAnswer> {
  const decl = allows(req.user!, asnOrder.access, 'read') ? asnOrder : myAsn;
  const row: ResourceRow | undefined = await getRecord(db, decl, id, limitOf(decl, req));
  if (!row) throw notFound(req, decl, id);
  const w = asnWords(req.locale);
  if (!(modify ? MODIFIABLE_STATES : EDITABLE_STATES).includes(String(row.status))) throw new ApiError(409, w.notEditable(stateName(row, req.locale)));
  if (!modify && row.locked === true) throw new ApiError(409, w.locked());
  const [names, items, takes] = await Promise.all([
    sql<HeaderRow>`select (select name from ship_customer where id = ${row.ship_customer_id}) as customer, (select name from bill_to where id = ${row.bill_to_id}) as bill_to`.execute(db),
    storedItems(db, id),
    storedTakes(db, id),
  ]);
  const editorItems: AsnEditorItem[] = items.map(({ line_no, po_line, ...item }) => ({
    ...item,
    po_line: po_line && /^\d{1,9}$/.test(po_line) ? Number(po_line) : null,
    group: [],
    takes: [...(takes.get(line_no) ?? new Map<number, number>())].map(([bag_id, units]) => ({ bag_id, qty: fromUnits(units) })),
  }));
  const day = row.ship_date instanceof Date ? row.ship_date.toISOString().slice(0, 10) : String(row.ship_date ?? '').slice(0, 10);
  return {
    id,
    version: Number(row.version),
    invoice_no: String(row.invoice_no),
    status: String(row.status),
    locked: row.locked === true,
    is_modify: modify,
    header: {
      ship_customer_id: Number(row.ship_customer_id),
      customer: names.rows[0]?.customer ?? '',
      bill_to_id: row.bill_to_id === null || row.bill_to_id === undefined ? null : Number(row.bill_to_id),
      bill_to: names.rows[0]?.bill_to ?? '',
      currency: String(row.currency ?? 'USD'),
      plant: String(row.plant ?? ''),
      ship_date: day,
      remark: String(row.remark ?? ''),
    },
    items: await withStock(db, editorItems),
  };
}
