// The ASN's other rules, checked in the editor and again on the server: R16 (item limit), R17 (byte
// caps, truncating), R19 (price warnings) and the ASN-wide bag check (items sharing a bag). Pure.
import { truncateUtf8 } from '../../../../schema/bytes';
import { CAPS } from '../../../../schema/fields';
import { bagAvailable, fromUnits, toUnits, type AsnBag, type BagTake } from './allocation';

/** R16: 150 items, 50 when the bill-to contains VMI (each limit has its own message). */
export const ASN_MAX_ITEMS = 150;
export const ASN_MAX_ITEMS_VMI = 50;

export const isVmiBillTo = (billTo: string | null | undefined): boolean => /vmi/i.test(billTo ?? '');

export function itemLimit(billTo: string | null | undefined): { max: number; vmi: boolean } {
  const vmi = isVmiBillTo(billTo);
  return { max: vmi ? ASN_MAX_ITEMS_VMI : ASN_MAX_ITEMS, vmi };
}

/** R16's problem, or undefined when the count is within the limit. */
export function checkItemCount(count: number, billTo: string | null | undefined): { code: 'tooManyItems' | 'tooManyItemsVmi'; max: number; count: number } | undefined {
  const { max, vmi } = itemLimit(billTo);
  if (count <= max) return undefined;
  return { code: vmi ? 'tooManyItemsVmi' : 'tooManyItems', max, count };
}

/** R17's caps in UTF-8 bytes: plant/import 30, remark 500, item remark 250. */
export const ASN_CAPS = { plant: CAPS.plant, remark: CAPS.remark, itemRemark: CAPS.itemRemark } as const;

/** R17: text beyond its cap is cut on a character boundary (never refused). */
export const capText = (value: string | null | undefined, cap: keyof typeof ASN_CAPS): string => truncateUtf8(value ?? '', ASN_CAPS[cap]);

export type PriceWarning = 'srp' | 'maxout' | 'no_price';

/**
 * R19, warnings only: no quote → not-price; the price below the highest quote → do not go below the
 * SRP; below the maxout price → maxout. Prices compared exactly (4 places, as money is kept).
 */
export function priceWarnings(price: string | number | null | undefined, quotes: (string | number | null | undefined)[], maxout: string | number | null | undefined): PriceWarning[] {
  const p = money(price);
  const known = quotes.map(money).filter((q): q is number => q !== undefined);
  const out: PriceWarning[] = [];
  if (!known.length) out.push('no_price');
  else if (p !== undefined && p < Math.max(...known)) out.push('srp');
  const m = money(maxout);
  if (p !== undefined && m !== undefined && p < m) out.push('maxout');
  return out;
}

/** A price as ten-thousandths (exact), or undefined when absent or not a number. */
function money(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const m = /^(\d{1,13})(?:\.(\d{1,4}))?$/.exec(String(value).replace(/[,\s]/g, ''));
  return m ? Number(m[1]) * 10000 + Number((m[2] ?? '').padEnd(4, '0')) : undefined;
}

/** Bags several items of one ASN draw on beyond what they hold: one problem per such bag. */
export function checkSharedBags(items: { takes: BagTake[] }[], index: Map<number, { bag: AsnBag }>): { bag_id: number; bag_no: string; value: string; available: string }[] {
  const used = new Map<number, number>();
  for (const item of items) for (const t of item.takes) used.set(t.bag_id, (used.get(t.bag_id) ?? 0) + (toUnits(t.qty) ?? 0));
  const out: { bag_id: number; bag_no: string; value: string; available: string }[] = [];
  for (const [bagId, units] of used) {
    const found = index.get(bagId);
    if (!found) continue;
    const available = bagAvailable(found.bag);
    if (units > available) out.push({ bag_id: bagId, bag_no: found.bag.bag_no, value: fromUnits(units), available: fromUnits(available) });
  }
  return out;
}
