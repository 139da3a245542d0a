// Everything an ASN save checks before writing (all problems at once, each named by its row as R22
// says): the header and items by their declared rules and R16's item limit, R17's byte caps
// (truncated, not refused), and R21 against the stock: every bag exists, holds the part, is taken in
// whole packages or one split package, then the editor's own R21 (allocation.ts: a split bag shipped
// whole, no more than a bag holds, an item's bags add up to its quantity), with the editor's words. Then R19 prices and R20 order flags are attached (notes, not refusals).
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { CAPS } from '../../../../src/schema/fields';
import { truncateUtf8 } from '../../../../src/schema/bytes';
import { rowMessage, validateLines, validateRecord, type FieldError } from '../../../../src/schema';
import { myAsn } from '../../../../src/resources/shipment/asn/model';
import { checkItemBags, type AsnBag, type BagTake } from '../../../../src/resources/shipment/asn/model/allocation';
import { itemProblemText } from '../../../../src/resources/shipment/asn/model/allocationWords';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { t } from '../../../http/messages';
import { withDefaults } from '../../../records/defaults';
import { dbQty, formatQty, parseQty } from '../../management/inventories/stock/decimal';
import { orderStatus } from './orderStatus';
import { priceFacts, priceWarning } from './prices';
import { asnWords } from './words';
import { withValues } from './rowCopy';

type Executor = Kysely<DB> | Transaction<DB>;
type Row = Record<string, unknown>;

export interface CheckedAsn {
  header: Row;
  items: Row[];
  bags: Row[];
}

/** A stored bag as the shared rule reads it. */
const asnBag = (b: StockBag): AsnBag => ({ id: b.id, bag_no: b.bag_no, mpq: formatQty(b.mpq), qty: formatQty(b.qty), copies: Number(b.copies), is_split: b.is_split, on_way: b.on_way });

interface StockBag {
  id: number;
  inventory_id: number;
  material_id: number;
  bag_no: string;
  mpq: bigint;
  qty: bigint;
  copies: bigint;
  is_split: boolean;
  on_way: boolean;
  status_cargo: string;
}

/** Stock an ASN may ship: sound goods (held or damaged stock never leaves on an ASN). */
const SHIPPABLE = new Set(['normal', 'vmi']);

export const invalid = (req: FastifyRequest, errors: FieldError[]) =>
  new ApiError(400, errors.length === 1 ? errors[0].message : [t(req.locale, 'invalid'), ...errors.slice(0, 5).map((e) => e.message)].join('\n'), errors);

const capped = (v: unknown, max: number) => (typeof v === 'string' ? truncateUtf8(v, max) : v);

/** The stored bags named, with their group's material. */
export async function stockBags(db: Executor, ids: number[]): Promise<Map<number, StockBag>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ id: number; inventory_id: number; material_id: number; bag_no: string; mpq: string; qty: string; copies: string; is_split: boolean; on_way: boolean; status_cargo: string }>`
    select b.id::int as id, b.inventory_id::int as inventory_id, i.material_id::int as material_id, b.bag_no, b.mpq::text as mpq, b.qty::text as qty,
      b.copies::text as copies, b.is_split, b.on_way, i.status_cargo
    from inventory_bag b join inventory i on i.id = b.inventory_id where b.id = any(${sql.val([...new Set(ids)])}::bigint[])`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), withValues(r, { id: Number(r.id), inventory_id: Number(r.inventory_id), material_id: Number(r.material_id), mpq: dbQty(r.mpq), qty: dbQty(r.qty), copies: BigInt(r.copies) }) as unknown as StockBag]));
}

async function mpnsOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material where id = any(${sql.val([...new Set(ids)])}::bigint[])`.execute(db);
  return new Map(rows.rows.map((r) => [Number(r.id), r.mpn]));
}

/** The body's items (each with its `bags`) and bags, as rows; bags flattened with their item's line number. */
function rowsOf(req: FastifyRequest, body: Row): { items: Row[]; bags: Row[] } {
  const w = asnWords(req.locale);
  const items = body.items;
  if (!Array.isArray(items) || !items.length) throw invalid(req, [{ field: 'items', message: w.noItems() }]);
  if (items.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw invalid(req, [{ field: 'items', message: w.notRows('items') }]);
  const bags: Row[] = [];
  const plain = (items as Row[]).map((item, i) => {
    const { bags: own, ...rest } = item;
    if (own !== undefined) {
      if (!Array.isArray(own) || own.some((r) => !r || typeof r !== 'object' || Array.isArray(r))) throw invalid(req, [{ field: `items.${i}.bags`, message: w.notRows('bags') }]);
      for (const b of own as Row[]) bags.push(withValues(b, { item_no: i + 1 }));
    }
    return { ...rest, remark: capped(rest.remark, CAPS.itemRemark) };
  });
  if (Array.isArray(body.bags)) bags.push(...(body.bags as Row[]));
  return { items: plain, bags };
}

/**
 * Checks a whole ASN body; `asnId` is the ASN being changed (its own items do not count against the
 * orders). `requireBags`: every item must be fully allocated (submit); a save checks only items that have bags.
 */
export async function checkAsn(db: Executor, req: FastifyRequest, body: Row, asnId?: number, requireBags = false): Promise<CheckedAsn> {
  const locale = req.locale;
  const w = asnWords(locale);
  const errors: FieldError[] = [];
  const { items: itemRows, bags: bagRows, ...rest } = body;
  const headerIn: Row = { ...rest, plant: capped(rest.plant, CAPS.plant), remark: capped(rest.remark, CAPS.remark) };
  for (const k of ['plant', 'remark']) if (headerIn[k] === undefined) delete headerIn[k];
  const { items: rawItems, bags: rawBags } = rowsOf(req, { items: itemRows, bags: bagRows });
  // The stock and the parts' names need only the ids the body names: read (on other pooled
  // connections) while the rows are validated. An id that is not a whole number is refused below.
  const ids = (rows: Row[], key: string) => rows.map((r) => Number(r[key])).filter((n) => Number.isSafeInteger(n) && n > 0);
  const known = Promise.all([mpnsOf(db, ids(rawItems, 'material_id')), stockBags(db, ids(rawBags, 'bag_id'))]);
  // Refused before it is awaited: never a rejection unseen.
  known.catch(() => undefined);
  const head = await validateRecord(myAsn, withDefaults(myAsn.fields, headerIn), { locale });
  if (!head.ok) errors.push(...head.errors);
  const header: Row = head.ok ? { ...head.value } : {};
  const billTo = Number(header.bill_to_id) || null;
  // R16 "bill-to contains VMI": a VMI bill-to, or one whose code or name says so (as the editor reads it).
  header.bill_to_vmi = billTo
    ? ((await sql<{ vmi: boolean }>`select vmi or code ilike '%vmi%' or name ilike '%vmi%' as vmi from bill_to where id = ${billTo}`.execute(db)).rows[0]?.vmi ?? false)
    : false;
  const items = await validateLines(myAsn, 'items', rawItems, header, locale);
  const bags = await validateLines(myAsn, 'bags', rawBags, header, locale);
  if (!items.ok) errors.push(...items.errors);
  if (!bags.ok) errors.push(...bags.errors.map((e) => ({ ...e, field: e.field.replace(/^bags\.(\d+)/, (_m, i) => `items.${Number(rawBags[Number(i)].item_no) - 1}.bags`) })));
  if (errors.length || !items.ok || !bags.ok) throw invalid(req, errors);

  const itemValues = items.values as Row[];
  // What the prices and the orders say, read beside the stock (separate pooled connections outside
  // a transaction): the rules below wait for the longest read, not for their sum.
  const day = typeof header.ship_date === 'string' && header.ship_date ? header.ship_date : new Date().toISOString().slice(0, 10);
  const notes = Promise.all([
    priceFacts(db, itemValues.map((i) => Number(i.material_id)), day),
    orderStatus(db, itemValues.map((i) => ({ order_no: i.order_no as string | null, material_id: Number(i.material_id), po_line: i.po_line as string | null, qty: Number(i.total_qty) })), asnId),
  ]);
  // Refused below before the notes are awaited: they never reject unseen.
  notes.catch(() => undefined);
  const [mpns, stock] = await known;
  const title = (index: number) => mpns.get(Number(itemValues[index].material_id)) ?? '';
  const rowError = (index: number, field: string, message: string) => errors.push({ field: `items.${index}.${field}`, row: index + 1, message: rowMessage(locale, index, title(index), message) });

  // R21: first what only the stock knows (the bag exists, holds this part, sits in the group named,
  // may ship) and the wire's package shape; then the editor's own rule (allocation.ts) on each item's
  // takes, worded the same as in the editor.
  const takes = itemValues.map((): BagTake[] => []);
  const bagCount = itemValues.map(() => 0);
  const takenOf = new Map<number, bigint>();
  /** The items taking each bag, one entry a take (not a scan of every item's takes per bag: 3,000 x 3,000). */
  const takersOf = new Map<number, number[]>();
  const outBags: Row[] = [];
  for (const b of bags.values as Row[]) {
    const itemNo = Number(b.item_no);
    const index = itemNo - 1;
    if (!itemValues[index]) {
      errors.push({ field: 'bags', message: w.noBagItem(String(itemNo)) });
      continue;
    }
    bagCount[index] += 1;
    const bag = stock.get(Number(b.bag_id));
    const bagName = bag?.bag_no ?? `#${String(b.bag_id)}`;
    if (!bag) { rowError(index, 'bags', w.bagGone(bagName)); continue; }
    if (bag.material_id !== Number(itemValues[index].material_id)) { rowError(index, 'bags', w.bagOther(bagName)); continue; }
    if (bag.inventory_id !== Number(b.inventory_id)) { rowError(index, 'bags', w.bagGroup(bagName)); continue; }
    if (!SHIPPABLE.has(bag.status_cargo)) { rowError(index, 'bags', w.bagHeld(bagName, bag.status_cargo)); continue; }
    const qty = parseQty(String(b.qty))!;
    const copies = BigInt(Number(b.copies));
    if (qty > bag.qty || (qty < bag.qty && copies !== 1n)) { rowError(index, 'bags', w.bagPackage(bagName, formatQty(bag.qty))); continue; }
    const total = qty * copies;
    const totalText = formatQty(total);
    takes[index].push({ bag_id: bag.id, qty: totalText });
    takenOf.set(bag.id, (takenOf.get(bag.id) ?? 0n) + total);
    (takersOf.get(bag.id) ?? takersOf.set(bag.id, []).get(bag.id)!).push(index);
    // The row as stored: the take's own values and what the stock says of the bag (a fixed shape, not a copy of whatever the body held).
    outBags.push({ item_no: itemNo, inventory_id: b.inventory_id, bag_id: b.bag_id, bag_no: bag.bag_no, on_way: bag.on_way, mpq: Number(formatQty(bag.mpq)), qty: b.qty, copies: b.copies, total: Number(totalText), is_split: qty < bag.qty || bag.is_split });
  }
  const index = new Map([...stock.values()].map((bag) => [bag.id, { bag: asnBag(bag) }]));
  itemValues.forEach((item, i) => {
    if (!bagCount[i] && !requireBags) return;
    for (const p of checkItemBags(String(item.total_qty), takes[i], index)) errors.push({ field: `items.${i}.${p.code === 'total' ? 'total_qty' : 'bags'}`, row: i + 1, message: itemProblemText(locale, i, title(i), p) });
  });
  // A bag taken more of than it holds by several rows together (each take alone fits): named on the
  // last item taking it, in the editor's words (one item: over the bag; several: shared).
  for (const [bagId, taken] of takenOf) {
    const bag = stock.get(bagId)!;
    const holds = bag.qty * bag.copies;
    const rows = takersOf.get(bagId)!;
    if (taken <= holds || rows.length < 2) continue;
    const i = rows[rows.length - 1];
    const [value, available] = [formatQty(taken), formatQty(holds)];
    const problem = new Set(rows).size > 1 ? { code: 'sharedBag' as const, bag_no: bag.bag_no, value, available } : { code: 'overBag' as const, bag_id: bagId, bag_no: bag.bag_no, value, available };
    errors.push({ field: `items.${i}.bags`, row: i + 1, message: itemProblemText(locale, i, title(i), problem) });
  }
  if (errors.length) throw invalid(req, errors);

  // R19 and R20: notes on each item.
  const [facts, status] = await notes;
  const outItems = itemValues.map((item, i) => {
    const f = facts.get(Number(item.material_id));
    return {
      ...item,
      quote_price: f?.quote_price ?? null,
      srp: f?.srp ?? null,
      maxout_price: f?.maxout_price ?? null,
      price_warning: priceWarning(String(item.price), f),
      over_qty: status[i].over_qty,
      is_exist_order: !status[i].no_item && !!item.order_no,
    };
  });
  return { header, items: outItems, bags: outBags };
}

/** The stored ASN as a body `checkAsn` reads (submit re-checks what was saved, against today's stock). */
export function storedBody(row: ResourceRow, items: ResourceRow[], bags: ResourceRow[]): Row {
  const pick = (r: ResourceRow, keys: string[]) => Object.fromEntries(keys.filter((k) => r[k] !== null && r[k] !== undefined).map((k) => [k, r[k]]));
  return {
    ...pick(row, ['invoice_no', 'ship_customer_id', 'bill_to_id', 'plant', 'ship_date', 'currency', 'carrier', 'tracking_no', 'remark']),
    items: items.map((i) => pick(i, ['material_id', 'cpn', 'lmpn', 'order_no', 'po_line', 'manufacturer', 'total_qty', 'price', 'remark'])),
    bags: bags.map((b) => pick(b, ['item_no', 'inventory_id', 'bag_id', 'qty', 'copies'])),
  };
}
