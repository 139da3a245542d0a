// The ASN editor's state and its changes, without React: items as loaded (their stock), what the
// user typed (quantity, price, remark, each bag's take) and the header. An item's state object is
// replaced only when that item changes, so a row renders again only when its own item changed.
import type { AsnEditHeader, AsnEditorItem, AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
import { autoAllocate, bagIndex, fromUnits, reservedUnits, takeShape, toUnits, type AsnBag, type AsnGroup, type BagTake } from '../../../resources/shipment/asn/model/allocation';
import { capText } from '../../../resources/shipment/asn/model/asnChecks';

export interface ItemState {
  key: string;
  source: AsnEditorItem;
  totalQty: string;
  price: string;
  remark: string;
  /** What the user typed per bag id (kept as typed: "1,000" stays until it is read). */
  takes: Record<number, string>;
  /** The item's bags by id (built once, with the item). */
  bags: Map<number, { bag: AsnBag; group: AsnGroup }>;
}

export interface HeaderState {
  ship_customer_id: number | null;
  customer: string;
  bill_to_id: number | null;
  bill_to: string;
  currency: string;
  plant: string;
  ship_date: string;
  remark: string;
}

export interface EditorState {
  header: HeaderState;
  items: ItemState[];
}

export type EditorAction =
  | { type: 'load'; orders: AsnOpenOrder[]; items: AsnEditorItem[] }
  | { type: 'loadAsn'; header: AsnEditHeader; items: AsnEditorItem[] }
  | { type: 'header'; field: 'plant' | 'ship_date' | 'remark'; value: string }
  | { type: 'item'; index: number; field: 'totalQty' | 'price' | 'remark'; value: string }
  | { type: 'take'; index: number; bagId: number; value: string }
  | { type: 'auto'; index: number }
  | { type: 'autoAll' }
  | { type: 'clear'; index: number }
  | { type: 'remove'; index: number };

export const emptyState: EditorState = {
  header: { ship_customer_id: null, customer: '', bill_to_id: null, bill_to: '', currency: 'USD', plant: '', ship_date: '', remark: '' },
  items: [],
};

const takesRecord = (takes: BagTake[]): Record<number, string> => Object.fromEntries(takes.map((t) => [t.bag_id, t.qty]));

const takesCache = new WeakMap<Record<number, string>, BagTake[]>();

/** The takes typed, as the allocation reads them (blank ones left out); kept per takes object. */
export function takesOf(item: ItemState): BagTake[] {
  let takes = takesCache.get(item.takes);
  if (!takes) {
    takes = Object.entries(item.takes).filter(([, v]) => v.trim() !== '').map(([id, qty]) => ({ bag_id: Number(id), qty }));
    takesCache.set(item.takes, takes);
  }
  return takes;
}

/** Bags other items take, in units: an automatic allocation offers only what is left. */
const reservedBesides = (items: ItemState[], index: number) => reservedUnits(items.filter((_, i) => i !== index).map((it) => ({ takes: takesOf(it) })));

function itemOf(source: AsnEditorItem, n: number): ItemState {
  return { key: `${source.order_item_id}-${n}`, source, totalQty: source.totalQty, price: source.price, remark: source.remark, takes: takesRecord(source.takes), bags: bagIndex(source.group) };
}

const replaceItem = (state: EditorState, index: number, item: ItemState): EditorState => {
  const items = state.items.slice();
  items[index] = item;
  return { ...state, items };
};

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load': {
      const first = action.orders[0];
      const header: HeaderState = first
        ? { ...state.header, ship_customer_id: first.customer_id, customer: first.customer, bill_to_id: first.bill_to_id, bill_to: first.bill_to ?? '', currency: first.currency }
        : state.header;
      return { header, items: action.items.map(itemOf) };
    }
    case 'loadAsn':
      return { header: { ...action.header }, items: action.items.map(itemOf) };
    case 'header': {
      const cap = action.field === 'plant' ? 'plant' : 'remark';
      return { ...state, header: { ...state.header, [action.field]: action.field === 'ship_date' ? action.value : capText(action.field === 'plant' ? action.value.toUpperCase() : action.value, cap) } };
    }
    case 'item': {
      const item = state.items[action.index];
      const value = action.field === 'remark' ? capText(action.value, 'itemRemark') : action.value;
      return replaceItem(state, action.index, { ...item, [action.field]: value });
    }
    case 'take': {
      const item = state.items[action.index];
      return replaceItem(state, action.index, { ...item, takes: { ...item.takes, [action.bagId]: action.value } });
    }
    case 'auto': {
      const item = state.items[action.index];
      const { takes } = autoAllocate(item.totalQty, item.source.group, reservedBesides(state.items, action.index));
      return replaceItem(state, action.index, { ...item, takes: takesRecord(takes) });
    }
    case 'autoAll': {
      // One after another, each offered what the ones before it left.
      let next = { ...state, items: state.items.map((it) => ({ ...it, takes: {} })) };
      for (let i = 0; i < next.items.length; i += 1) next = editorReducer(next, { type: 'auto', index: i });
      return next;
    }
    case 'clear':
      return replaceItem(state, action.index, { ...state.items[action.index], takes: {} });
    case 'remove':
      return { ...state, items: state.items.filter((_, i) => i !== action.index) };
  }
}

/** Sum of an item's takes in units (a take that is not a quantity counts 0; its row says why). */
export const allocatedUnits = (item: ItemState): number => takesOf(item).reduce((sum, t) => sum + (toUnits(t.qty) ?? 0), 0);

/**
 * The save's body (POST /api/v1/asn/order): the header and each item with its bag rows as the ASN
 * keeps them: whole packages as one row of copies, an opened package as a row of one.
 */
export function bodyOf(state: EditorState): Record<string, unknown> {
  const h = state.header;
  return {
    ship_customer_id: h.ship_customer_id,
    bill_to_id: h.bill_to_id,
    currency: h.currency,
    ...(h.plant ? { plant: h.plant } : {}),
    ...(h.ship_date ? { ship_date: h.ship_date } : {}),
    ...(h.remark ? { remark: h.remark } : {}),
    items: state.items.map((it) => ({
      material_id: it.source.material_id,
      cpn: it.source.CPN ?? undefined,
      ...(it.source.LMPN ? { lmpn: it.source.LMPN } : {}),
      ...(it.source.orderNo ? { order_no: it.source.orderNo } : {}),
      ...(it.source.po_line !== null ? { po_line: String(it.source.po_line) } : {}),
      ...(it.source.manufacturer ? { manufacturer: it.source.manufacturer } : {}),
      total_qty: it.totalQty.replace(/[,\s]/g, ''),
      price: it.price.replace(/[,\s]/g, ''),
      ...(it.remark ? { remark: it.remark } : {}),
      bags: takesOf(it).flatMap((t) => {
        const found = it.bags.get(t.bag_id);
        const units = toUnits(t.qty);
        if (!found || !units) return [];
        const { whole, part } = takeShape(found.bag, units);
        const base = { inventory_id: found.group.id, bag_id: t.bag_id };
        return [
          ...(whole ? [{ ...base, qty: found.bag.qty, copies: whole }] : []),
          ...(part ? [{ ...base, qty: fromUnits(part), copies: 1 }] : []),
        ];
      }),
    })),
  };
}
