// GET /api/v2/asn/order/asn-modify/{id}/changes: what a modify request changes, readably, for its
// auditor: each header value and each item added, removed or changed (quantity, price, remark, bags),
// before and after. The request keeps the proposed ASN whole (`changes`); "before" is the ASN as it
// is now while the request waits (or was refused), and the ASN as the agreeing found it (the event
// the change wrote) once agreed. Read-only.
import { sql, type Kysely } from 'kysely';
import type { AsnChangeField, AsnChangeItem, AsnModifyChanges } from '../../../../src/resources/shipment/asn/model/editorContract';
import { fromUnits, toUnits } from '../../../../src/resources/shipment/asn/model/allocation';
import type { DB, ResourceRow } from '../../../db/types';

type Row = Record<string, unknown>;

interface Side {
  header: Row;
  items: { material_id: number; order_no: string; po_line: string; total_qty: string; price: string; remark: string; bags: string }[];
}

const HEADER: [AsnChangeField['field'], string][] = [
  ['ship_customer', 'ship_customer_id'], ['bill_to', 'bill_to_id'], ['currency', 'currency'], ['plant', 'plant'],
  ['ship_date', 'ship_date'], ['carrier', 'carrier'], ['tracking_no', 'tracking_no'], ['remark', 'remark'],
];

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());
const qty = (v: unknown) => { const u = toUnits(v); return u === undefined ? text(v) : fromUnits(u); };
/** "1.5000" and "1.5" are one price. */
const price = (v: unknown) => { const t = text(v).replace(/[,\s]/g, ''); return /^\d+\.\d+$/.test(t) ? t.replace(/\.?0+$/, '') : t; };
/** An item's bags as "count|total" (the screen words it). */
const bagUnits = (b: Row) => (b.total !== undefined && b.total !== null ? toUnits(b.total) ?? 0 : (toUnits(b.qty) ?? 0) * (Number(b.copies ?? 1) || 1));
const bagsOf = (rows: Row[]) => `${rows.length}|${fromUnits(rows.reduce((s, b) => s + bagUnits(b), 0))}`;

/** A stored or proposed ASN, as compared: items with their bags (flat bags matched by item_no). */
function sideOf(header: Row, items: Row[], bags: Row[] | undefined): Side {
  return {
    header,
    items: items.map((item, i) => {
      const own = bags ? bags.filter((b) => Number(b.item_no) === Number(item.line_no ?? i + 1)) : ((item.bags as Row[] | undefined) ?? []);
      return { material_id: Number(item.material_id), order_no: text(item.order_no).toUpperCase(), po_line: text(item.po_line), total_qty: qty(item.total_qty), price: price(item.price), remark: text(item.remark), bags: bagsOf(own) };
    }),
  };
}

/** The ASN as it is now. */
async function current(db: Kysely<DB>, asnId: number): Promise<Side | undefined> {
  const head = (await sql<Row>`select * from asn_order where id = ${asnId}`.execute(db)).rows[0];
  if (!head) return undefined;
  const items = (await sql<Row>`select * from asn_item where asn_id = ${asnId} order by line_no`.execute(db)).rows;
  const bags = (await sql<Row>`select item_no, qty, copies, total from asn_bag where asn_id = ${asnId}`.execute(db)).rows;
  return sideOf(head, items, bags);
}

/** The ASN as the agreeing found it: the first change the modify audit wrote on it after the request was made. */
async function applied(db: Kysely<DB>, request: ResourceRow): Promise<Side | undefined> {
  const found = (await sql<{ before: unknown }>`select before from events
    where resource = 'my_asn' and record_id = ${request.asn_id} and reason = 'modify audit modify' and at >= ${request.created_at}
    order by at, id limit 1`.execute(db)).rows[0];
  const before = (typeof found?.before === 'string' ? JSON.parse(found.before) : found?.before) as Row | undefined;
  if (!before || !Array.isArray(before.items)) return undefined;
  return sideOf(before, before.items as Row[], Array.isArray(before.bags) ? (before.bags as Row[]) : []);
}

async function namesOf(db: Kysely<DB>, table: 'ship_customer' | 'bill_to' | 'material', ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((n) => Number.isInteger(n) && n > 0))];
  if (!wanted.length) return new Map();
  const column = table === 'material' ? 'mpn' : 'name';
  const rows = (await sql<{ id: number; name: string }>`select id::int as id, ${sql.ref(column)} as name from ${sql.table(table)} where id = any(${sql.val(wanted)}::bigint[])`.execute(db)).rows;
  return new Map(rows.map((r) => [r.id, r.name]));
}

const keyOf = (i: Side['items'][number]) => `${i.material_id}|${i.order_no}|${i.po_line}`;
const ITEM_FIELDS = ['total_qty', 'price', 'remark', 'bags'] as const;

/** The differences between two sides; the header compares only what the request names. */
async function compare(db: Kysely<DB>, before: Side, after: Side): Promise<Pick<AsnModifyChanges, 'header' | 'items'>> {
  const ids = (k: string) => [before.header[k], after.header[k]].map(Number);
  const [customers, billTos, mpns] = await Promise.all([
    namesOf(db, 'ship_customer', ids('ship_customer_id')),
    namesOf(db, 'bill_to', ids('bill_to_id')),
    namesOf(db, 'material', [...before.items, ...after.items].map((i) => i.material_id)),
  ]);
  const shown = (field: AsnChangeField['field'], v: unknown) =>
    field === 'ship_customer' ? customers.get(Number(v)) ?? text(v) : field === 'bill_to' ? billTos.get(Number(v)) ?? text(v) : field === 'ship_date' ? text(v).slice(0, 10) : text(v);
  const header = HEADER.filter(([, k]) => k in after.header)
    .map(([field, k]) => ({ field, before: shown(field, before.header[k]), after: shown(field, after.header[k]) }))
    .filter((f) => f.before !== f.after);
  // Items matched by part and order line, in order (the same part twice pairs first with first).
  const waiting = new Map<string, Side['items']>();
  for (const i of before.items) (waiting.get(keyOf(i)) ?? waiting.set(keyOf(i), []).get(keyOf(i))!).push(i);
  const name = (i: Side['items'][number]) => ({ mpn: mpns.get(i.material_id) ?? `#${i.material_id}`, order: [i.order_no, i.po_line].filter(Boolean).join(' / ') });
  const items: AsnChangeItem[] = [];
  for (const a of after.items) {
    const b = waiting.get(keyOf(a))?.shift();
    if (!b) { items.push({ change: 'added', ...name(a), fields: ITEM_FIELDS.map((f) => ({ field: f, before: '', after: a[f] })).filter((f) => f.after !== '') }); continue; }
    const fields = ITEM_FIELDS.filter((f) => a[f] !== b[f]).map((f) => ({ field: f, before: b[f], after: a[f] }));
    if (fields.length) items.push({ change: 'changed', ...name(a), fields });
  }
  for (const rest of waiting.values()) for (const b of rest) items.push({ change: 'removed', ...name(b), fields: ITEM_FIELDS.map((f) => ({ field: f, before: b[f], after: '' })).filter((f) => f.before !== '') });
  return { header, items };
}

/** The changes of one request (the row as the caller may read it). */
export async function modifyChanges(db: Kysely<DB>, request: ResourceRow): Promise<AsnModifyChanges> {
  const kind = request.kind === 'return' ? 'return' : 'modify';
  const proposed = (typeof request.changes === 'string' ? JSON.parse(request.changes) : request.changes) as Row | null;
  if (kind === 'return' || !proposed || !Array.isArray(proposed.items)) return { kind, basis: 'none', header: [], items: [] };
  const { items, bags, ...header } = proposed;
  const after = sideOf(header, items as Row[], Array.isArray(bags) ? (bags as Row[]) : undefined);
  const basis = request.status === 'agreed' ? 'applied' : 'current';
  const before = basis === 'applied' ? await applied(db, request) : await current(db, Number(request.asn_id));
  if (!before) return { kind, basis: 'none', header: [], items: [] };
  return { kind, basis, ...(await compare(db, before, after)) };
}
