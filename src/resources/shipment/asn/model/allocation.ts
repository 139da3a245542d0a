// An ASN item's quantity drawn from bags (rule R21), shared by the editor and the server's save.
// Quantities are exact: decimal strings with up to 3 places, computed as integers of thousandths
// (safe as JS numbers up to 9e12 units), never floats. No React, no database: pure functions.

/** One bag row of an inventory group: `copies` identical bags holding `qty` each. */
export interface AsnBag {
  id: number;
  bag_no: string;
  mpq: string;
  org_mpq?: string;
  qty: string;
  copies: number;
  is_split: boolean;
  on_way: boolean;
}

/** An inventory group an item may draw from (the spec's group: sloc_code, supplier, brand, status_cargo, balances, bags). */
export interface AsnGroup {
  id: number;
  sloc_code: string;
  supplier: string | null;
  brand: string | null;
  status_cargo: string;
  onHandQty: string;
  onWayQty: string;
  bags: AsnBag[];
}

/** What an item takes from one bag row: whole copies, plus at most one copy opened (split) for the rest. */
export interface BagTake {
  bag_id: number;
  qty: string;
}

/** A problem with one item's bags; `bag_id` set when one bag is at fault. Worded by allocationWords. */
export type AllocationProblem =
  | { code: 'badQty'; bag_id: number; bag_no: string; value: string }
  | { code: 'unknownBag'; bag_id: number }
  | { code: 'overBag'; bag_id: number; bag_no: string; value: string; available: string }
  | { code: 'splitWhole'; bag_id: number; bag_no: string; value: string; bagQty: string }
  | { code: 'total'; total: string; sum: string };

const PATTERN = /^(\d{1,13})(?:\.(\d{1,3}))?$/;

/** Thousandths of a quantity typed or sent ("1,200" and "1 200" read as 1200, R's numeric rule); undefined when not a non-negative decimal of ≤ 3 places. */
export function toUnits(value: unknown): number | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.replace(/[,\s]/g, '') : '';
  const m = PATTERN.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 1000 + Number((m[2] ?? '').padEnd(3, '0'));
}

/** The decimal string of thousandths, without trailing zeros. */
export function fromUnits(units: number): string {
  const whole = Math.floor(units / 1000);
  const frac = String(units % 1000).padStart(3, '0').replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

const bagUnits = (b: AsnBag) => toUnits(b.qty) ?? 0;

/** What a bag row can give: every copy it holds. */
export const bagAvailable = (b: AsnBag): number => bagUnits(b) * Math.max(0, b.copies);

/** How a take reads as bags: whole copies and the opened copy's part (0 when none is opened). */
export function takeShape(bag: AsnBag, units: number): { whole: number; part: number } {
  const per = bagUnits(bag);
  if (per <= 0) return { whole: 0, part: units };
  return { whole: Math.floor(units / per), part: units % per };
}

/** Index of every bag of the groups by id. */
export function bagIndex(groups: AsnGroup[]): Map<number, { bag: AsnBag; group: AsnGroup }> {
  const index = new Map<number, { bag: AsnBag; group: AsnGroup }>();
  for (const group of groups) for (const bag of group.bags) index.set(bag.id, { bag, group });
  return index;
}

/**
 * Rule R21 on one item: every take a positive quantity within its bag row, a bag already split
 * shipped whole (a multiple of its quantity), and the takes summing exactly to the item's total.
 * Answers every problem (empty when the item is right), so the editor can mark each bag.
 */
export function checkItemBags(totalQty: string, takes: BagTake[], index: Map<number, { bag: AsnBag }>): AllocationProblem[] {
  const problems: AllocationProblem[] = [];
  let sum = 0;
  for (const take of takes) {
    const found = index.get(take.bag_id);
    if (!found) {
      problems.push({ code: 'unknownBag', bag_id: take.bag_id });
      continue;
    }
    const { bag } = found;
    const units = toUnits(take.qty);
    if (units === undefined) {
      problems.push({ code: 'badQty', bag_id: bag.id, bag_no: bag.bag_no, value: String(take.qty) });
      continue;
    }
    if (units === 0) continue;
    sum += units;
    const available = bagAvailable(bag);
    if (units > available) problems.push({ code: 'overBag', bag_id: bag.id, bag_no: bag.bag_no, value: fromUnits(units), available: fromUnits(available) });
    else if (bag.is_split && units % bagUnits(bag) !== 0) problems.push({ code: 'splitWhole', bag_id: bag.id, bag_no: bag.bag_no, value: fromUnits(units), bagQty: bag.qty });
  }
  const total = toUnits(totalQty);
  if (total === undefined || total !== sum) problems.push({ code: 'total', total: total === undefined ? String(totalQty) : fromUnits(total), sum: fromUnits(sum) });
  return problems;
}

interface Candidate {
  bag: AsnBag;
  per: number;
  free: number;
}

function takeWhole(cands: Candidate[], need: number, out: Map<number, number>): number {
  for (const c of cands) {
    if (need <= 0) break;
    if (c.per <= 0 || c.free <= 0 || c.per > need) continue;
    const n = Math.min(c.free, Math.floor(need / c.per));
    c.free -= n;
    out.set(c.bag.id, (out.get(c.bag.id) ?? 0) + n * c.per);
    need -= n * c.per;
  }
  return need;
}

/** Opens the smallest unsplit copy that covers `need` (least left over), if any. */
function splitOne(cands: Candidate[], need: number, out: Map<number, number>): number {
  let best: Candidate | undefined;
  for (const c of cands) {
    if (c.bag.is_split || c.free <= 0 || c.per < need) continue;
    if (!best || c.per < best.per) best = c;
  }
  if (!best) return need;
  best.free -= 1;
  out.set(best.bag.id, (out.get(best.bag.id) ?? 0) + need);
  return 0;
}

/**
 * The automatic allocation the editor offers: whole bags on hand first (largest first, so the
 * fewest bags), then one opened bag on hand for the rest; only then bags on the way, the same way.
 * At most one bag is opened for the item (so at most one per group), and a bag already split is only
 * taken whole. `reserved` holds bag units other items of the same ASN already take. When the stock
 * cannot cover the quantity it answers what it found and `short` (the editor shows R21's total message).
 */
export function autoAllocate(totalQty: string, groups: AsnGroup[], reserved: Map<number, number> = new Map()): { takes: BagTake[]; short: string } {
  let need = toUnits(totalQty) ?? 0;
  const out = new Map<number, number>();
  const cands = (onWay: boolean): Candidate[] =>
    groups
      .flatMap((g) => g.bags)
      .filter((b) => b.on_way === onWay)
      .map((bag) => {
        const per = bagUnits(bag);
        const usedCopies = per > 0 ? Math.ceil((reserved.get(bag.id) ?? 0) / per) : 0;
        return { bag, per, free: Math.max(0, bag.copies - usedCopies) };
      })
      .sort((a, b) => b.per - a.per || a.bag.id - b.bag.id);
  for (const onWay of [false, true]) {
    if (need <= 0) break;
    const list = cands(onWay);
    need = takeWhole(list, need, out);
    if (need > 0) need = splitOne(list, need, out);
  }
  const takes = [...out].filter(([, u]) => u > 0).map(([bag_id, u]) => ({ bag_id, qty: fromUnits(u) }));
  return { takes, short: fromUnits(Math.max(0, need)) };
}

/** Units each bag gives to the ASN's items together (to offer another item only what is left). */
export function reservedUnits(items: { takes: BagTake[] }[]): Map<number, number> {
  const used = new Map<number, number>();
  for (const item of items) for (const t of item.takes) used.set(t.bag_id, (used.get(t.bag_id) ?? 0) + (toUnits(t.qty) ?? 0));
  return used;
}
