// Moving quantity to sales orders: from customer-order items (POST /api/v2/order/shift) or from
// another sales order's items (POST /api/v2/so/shift). Each row takes `qty` off its item and adds it
// to the target sales order (to its line for the same material and source, or a new line), in one
// transaction with every order involved locked, so the total over all of them never changes.
// A row whose source order and target sales order are in different currencies is refused (400 on
// `items.N.confirmCurrency`) unless it says `confirmCurrency: true`: the line keeps its unit price,
// so the clerk must have seen that it lands in another currency.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { lineErrorField, type ResourceDeclaration } from '../../../../src/schema';
import { salesOrder } from '../../../../src/resources/shipment/salesOrder/model/salesOrder';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { jsonBody } from '../../../records/request';
import { lockOrders } from './orderAccess';
import { orderText } from './messages';
import { bodyId, itemsOf, refuseStale, rowsOf, touchOrder } from './orderWrite';

export interface ShiftSource {
  kind: 'co' | 'so';
  /** The declaration the caller acts through for the source orders (scoped for "my" callers). */
  decl: ResourceDeclaration;
  itemTable: 'customer_order_item' | 'sales_order_item';
  parentField: 'order_id' | 'so_id';
}

interface ShiftRow { itemId: number; soId: number; qty: bigint; version?: number; confirmCurrency: boolean }
interface SourceItem { id: number; parent: number; qty: string; locked: boolean; material_id: number; unit_price: string; request_date: string | null; mpn: string; co_item: number | null }

const rowError = (status: number, message: string, index: number, field: string) =>
  new ApiError(status, message, [{ field: lineErrorField('items', index, field), row: index + 1, message }]);

/** The body's rows: { items: [{ itemId, soId, qty, version? }] }, each checked and named by its row. */
export function shiftRows(req: FastifyRequest): ShiftRow[] {
  const locale = req.locale;
  return rowsOf(jsonBody(req), 'items', orderText(locale, 'items')).map((r, i) => {
    const itemId = bodyId(r.itemId);
    if (itemId === undefined) throw rowError(400, orderText(locale, 'rowId', { row: i + 1, field: 'itemId' }), i, 'itemId');
    const soId = bodyId(r.soId);
    if (soId === undefined) throw rowError(400, orderText(locale, 'rowId', { row: i + 1, field: 'soId' }), i, 'soId');
    const qty = bodyId(r.qty);
    if (qty === undefined) throw rowError(400, orderText(locale, 'rowQty', { row: i + 1, title: '' }).replace(/  +/, ' '), i, 'qty');
    const version = r.version === undefined ? undefined : bodyVersion(locale, r.version);
    if (r.confirmCurrency !== undefined && typeof r.confirmCurrency !== 'boolean') {
      throw rowError(400, orderText(locale, 'rowConfirmBody', { row: i + 1 }), i, 'confirmCurrency');
    }
    return { itemId, soId, qty: BigInt(qty), version, confirmCurrency: r.confirmCurrency === true };
  });
}

async function sourceItems(trx: Transaction<DB>, src: ShiftSource, ids: number[]) {
  const coItem = src.kind === 'co' ? sql`i.id` : sql`i.co_item_id`;
  const locked = src.kind === 'co' ? sql`i.locked` : sql`false`;
  const rows = await sql<SourceItem>`select i.id::int as id, i.${sql.ref(src.parentField)}::int as parent, i.qty::text as qty, ${locked} as locked,
      i.material_id::int as material_id, i.unit_price::text as unit_price, i.request_date::text as request_date, m.mpn, ${coItem}::int as co_item
    from ${sql.table(src.itemTable)} i join material m on m.id = i.material_id where i.id in (${sql.join(ids)})`.execute(trx);
  return new Map(rows.rows.map((r) => [r.id, r]));
}

/** Moves the rows' quantities; answers the shift log rows written. */
export async function shiftToSalesOrders(trx: Transaction<DB>, req: FastifyRequest, src: ShiftSource, rows: ShiftRow[]) {
  const locale = req.locale;
  const items = await sourceItems(trx, src, rows.map((r) => r.itemId));
  rows.forEach((r, i) => {
    if (!items.has(r.itemId)) throw rowError(400, orderText(locale, 'rowNoItem', { row: i + 1, id: r.itemId }), i, 'itemId');
  });
  // Sources first, then targets (each in id order): a CO shift and an SO shift never wait on each other in a circle.
  if (src.kind === 'so') {
    // Sales orders are both sources and targets here: all of them locked in one id order.
    const all = [...new Set([...[...items.values()].map((it) => it.parent), ...rows.map((r) => r.soId)])];
    await sql`select id from sales_order where id in (${sql.join(all)}) order by id for update`.execute(trx);
  }
  const sources = await lockOrders(trx, req, src.decl, [...items.values()].map((it) => it.parent));
  const targetIds = [...new Set(rows.map((r) => r.soId))].filter((id) => !(src.kind === 'so' && sources.has(id)));
  const lockedTargets = (await sql<ResourceRow>`select * from sales_order where id in (${sql.join(targetIds.length ? targetIds : [0])}) order by id for update`.execute(trx)).rows;
  const targets = new Map<number, ResourceRow>([...lockedTargets.map((t): [number, ResourceRow] => [Number(t.id), t]), ...(src.kind === 'so' ? [...sources] : [])]);
  const before = new Map<string, { decl: ResourceDeclaration; row: ResourceRow; items: ResourceRow[] }>();
  for (const [id, row] of sources) before.set(`${src.kind}:${id}`, { decl: src.decl, row, items: await itemsOf(trx, src.decl, id) });
  for (const [id, row] of targets) if (!before.has(`so:${id}`)) before.set(`so:${id}`, { decl: salesOrder, row, items: await itemsOf(trx, salesOrder, id) });
  // Re-read under the locks: what a concurrent write left is what counts.
  const fresh = await sourceItems(trx, src, rows.map((r) => r.itemId));
  const left = new Map([...fresh.values()].map((it) => [it.id, BigInt(it.qty)]));
  const log: ResourceRow[] = [];
  for (const [i, r] of rows.entries()) {
    const item = fresh.get(r.itemId)!;
    const source = sources.get(item.parent)!;
    refuseStale(req, src.decl, source, r.version);
    if (item.locked) throw rowError(409, orderText(locale, 'rowLocked', { row: i + 1, title: item.mpn }), i, 'itemId');
    const target = targets.get(r.soId);
    if (!target) throw rowError(400, orderText(locale, 'rowNoSo', { row: i + 1, id: r.soId }), i, 'soId');
    if (src.kind === 'so' && r.soId === item.parent) throw rowError(400, orderText(locale, 'rowSameSo', { row: i + 1, title: item.mpn }), i, 'soId');
    if (String(target.customer_id) !== String(source.customer_id)) throw rowError(400, orderText(locale, 'rowOtherCustomer', { row: i + 1, title: item.mpn, so: String(target.so_no) }), i, 'soId');
    if (target.status !== 'open') throw rowError(409, orderText(locale, 'rowClosed', { row: i + 1, title: item.mpn, so: String(target.so_no) }), i, 'soId');
    if (String(target.currency) !== String(source.currency) && !r.confirmCurrency) {
      const words = { row: i + 1, title: item.mpn, from: String(source.currency), so: String(target.so_no), to: String(target.currency) };
      throw rowError(400, orderText(locale, 'rowCurrency', words), i, 'confirmCurrency');
    }
    const open = left.get(item.id)!;
    if (r.qty > open) throw rowError(400, orderText(locale, 'rowTooMuch', { row: i + 1, title: item.mpn, open: open.toString() }), i, 'qty');
    left.set(item.id, open - r.qty);
    const qty = r.qty.toString();
    await sql`update ${sql.table(src.itemTable)} set qty = qty - ${qty}::bigint where id = ${item.id}`.execute(trx);
    const coItem = item.co_item;
    const same = await sql<{ id: number }>`select id::int as id from sales_order_item where so_id = ${r.soId} and material_id = ${item.material_id}
      and co_item_id is not distinct from ${coItem}::bigint order by id limit 1`.execute(trx);
    let targetItem = same.rows[0]?.id;
    if (targetItem) await sql`update sales_order_item set qty = qty + ${qty}::bigint where id = ${targetItem}`.execute(trx);
    else {
      const inserted = await sql<{ id: number }>`insert into sales_order_item (so_id, line_no, material_id, qty, unit_price, request_date, co_item_id, created_by)
        select ${r.soId}, coalesce(max(line_no), 0) + 1, ${item.material_id}, ${qty}::bigint, ${item.unit_price}::numeric, ${item.request_date}::date, ${coItem}::bigint, ${req.user!.name}
        from sales_order_item where so_id = ${r.soId} returning id::int as id`.execute(trx);
      targetItem = inserted.rows[0].id;
    }
    const entry = await sql<ResourceRow>`insert into order_shift (source_type, source_order_id, source_item_id, target_so_id, target_item_id, material_id, qty, created_by)
      values (${src.kind}, ${item.parent}, ${item.id}, ${r.soId}, ${targetItem}, ${item.material_id}, ${qty}::bigint, ${req.user!.name})
      returning id::int as id, source_type, source_order_id::int as source_order_id, source_item_id::int as source_item_id, target_so_id::int as target_so_id,
        target_item_id::int as target_item_id, material_id::int as material_id, qty::text as qty, created_at, created_by`.execute(trx);
    log.push(entry.rows[0]);
  }
  for (const { decl, row, items: was } of before.values()) await touchOrder(trx, req, decl, row, was, src.kind === 'co' ? 'shift to sales orders' : 'shift between sales orders');
  return log;
}
