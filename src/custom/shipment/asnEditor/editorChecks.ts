// What the editor shows about each item and the whole ASN, from the state (no React): R21 per item
// (cached per item object, so typing in one item checks that item only), bags several items share,
// R16's item limit and R19's price warnings.
import type { Locale } from '../../../schema/types';
import { checkItemBags, fromUnits, type AllocationProblem, type AsnBag } from '../../../resources/shipment/asn/model/allocation';
import { checkItemCount, checkSharedBags, priceWarnings, type PriceWarning } from '../../../resources/shipment/asn/model/asnChecks';
import { itemCountText, itemProblemText, problemText } from '../../../resources/shipment/asn/model/allocationWords';
import { allocatedUnits, takesOf, type EditorState, type ItemState } from './editorState';

export interface ItemCheck {
  problems: AllocationProblem[];
  /** Bags with a problem of their own (the bag cells mark them). */
  badBags: Set<number>;
  allocated: string;
  warnings: PriceWarning[];
  ok: boolean;
}

const cache = new WeakMap<ItemState, ItemCheck>();

export function checkItem(item: ItemState): ItemCheck {
  const known = cache.get(item);
  if (known) return known;
  const problems = checkItemBags(item.totalQty, takesOf(item), item.bags);
  const badBags = new Set(problems.flatMap((p) => ('bag_id' in p ? [p.bag_id] : [])));
  const s = item.source;
  const check = { problems, badBags, allocated: fromUnits(allocatedUnits(item)), warnings: priceWarnings(item.price, [s.quotePrice], s.maxout_price), ok: problems.length === 0 };
  cache.set(item, check);
  return check;
}

export interface AsnCheck {
  items: ItemCheck[];
  /** Every message that stops the save, in R22's row words. */
  messages: string[];
  canSave: boolean;
}

export function checkAsnState(state: EditorState, locale: Locale): AsnCheck {
  const items = state.items.map(checkItem);
  const messages: string[] = [];
  const over = checkItemCount(state.items.length, state.header.bill_to);
  if (over) messages.push(itemCountText(locale, over));
  items.forEach((c, i) => {
    for (const p of c.problems) messages.push(itemProblemText(locale, i, state.items[i].source.MPN, p));
  });
  // Only the bags some item takes are looked up (each in its item's own index, built once at load).
  const used = new Map<number, { bag: AsnBag }>();
  for (const it of state.items) for (const t of takesOf(it)) if (!used.has(t.bag_id)) { const found = it.bags.get(t.bag_id); if (found) used.set(t.bag_id, found); }
  for (const shared of checkSharedBags(state.items.map((it) => ({ takes: takesOf(it) })), used)) {
    messages.push(problemText(locale, { code: 'sharedBag', ...shared }));
  }
  return { items, messages, canSave: state.items.length > 0 && messages.length === 0 };
}
