import { describe, expect, it } from 'vitest';
import { autoAllocate, bagIndex, checkItemBags, fromUnits, reservedUnits, toUnits, type AsnBag, type AsnGroup } from '../../../../../src/resources/shipment/asn/model/allocation';
import { capText, checkItemCount, checkSharedBags, priceWarnings } from '../../../../../src/resources/shipment/asn/model/asnChecks';
import { itemCountText, itemProblemText } from '../../../../../src/resources/shipment/asn/model/allocationWords';

let nextId = 1;
const bag = (qty: string, copies = 1, extra: Partial<AsnBag> = {}): AsnBag => ({ id: nextId++, bag_no: `B${nextId}`, mpq: qty, qty, copies, is_split: false, on_way: false, ...extra });
const group = (bags: AsnBag[], id = 1): AsnGroup => ({ id, sloc_code: 'SZ01', supplier: 'S', brand: 'TI', status_cargo: 'normal', onHandQty: '0', onWayQty: '0', bags });

describe('quantities', () => {
  it('reads typed quantities exactly, commas and spaces stripped, never negative', () => {
    expect(toUnits('1,200')).toBe(1_200_000);
    expect(toUnits('1 200.5')).toBe(1_200_500);
    expect(toUnits('0.001')).toBe(1);
    expect(toUnits('-5')).toBeUndefined();
    expect(toUnits('1.0001')).toBeUndefined();
    expect(fromUnits(toUnits('0.1')! + toUnits('0.2')!)).toBe('0.3');
  });
});

describe('autoAllocate', () => {
  it('takes whole bags on hand, largest first, and opens one bag for the rest', () => {
    const big = bag('1000', 3);
    const small = bag('250', 4);
    const way = bag('5000', 1, { on_way: true });
    const { takes, short } = autoAllocate('2600', [group([small, big, way])]);
    expect(short).toBe('0');
    // 2 × 1000 whole, 2 × 250 whole, then 100 from one more 250 bag (the smallest covering bag).
    expect(takes).toEqual([{ bag_id: big.id, qty: '2000' }, { bag_id: small.id, qty: '600' }]);
    const problems = checkItemBags('2600', takes, bagIndex([group([small, big, way])]));
    expect(problems).toEqual([]);
  });

  it('opens a bag on hand before touching bags on the way, and takes on the way only when the hand runs out', () => {
    const hand = bag('100', 2);
    const way = bag('1000', 5, { on_way: true });
    expect(autoAllocate('150', [group([hand, way])]).takes).toEqual([{ bag_id: hand.id, qty: '150' }]);
    expect(autoAllocate('1200', [group([hand, way])]).takes).toEqual([{ bag_id: hand.id, qty: '200' }, { bag_id: way.id, qty: '1000' }]);
  });

  it('takes a bag split before only whole, and says what stock is short', () => {
    const split = bag('30', 1, { is_split: true });
    const full = bag('100', 1);
    const { takes } = autoAllocate('40', [group([split, full])]);
    expect(takes).toEqual([{ bag_id: split.id, qty: '30' }, { bag_id: full.id, qty: '10' }]);
    expect(autoAllocate('500', [group([split, full])]).short).toBe('370');
  });

  it('leaves other items\' bags alone', () => {
    const b = bag('100', 2);
    const first = autoAllocate('100', [group([b])]);
    const second = autoAllocate('150', [group([b])], reservedUnits([first]));
    expect(second.takes).toEqual([{ bag_id: b.id, qty: '100' }]);
    expect(second.short).toBe('50');
  });
});

describe('checkItemBags (R21)', () => {
  const b = bag('100', 2);
  const s = bag('40', 1, { is_split: true });
  const index = bagIndex([group([b, s])]);

  it('names the total when the bags do not add up', () => {
    const problems = checkItemBags('150', [{ bag_id: b.id, qty: '100' }], index);
    expect(problems).toEqual([{ code: 'total', total: '150', sum: '100' }]);
    expect(itemProblemText('en-US', 2, 'LM317', problems[0])).toBe("Row 3 LM317: the bags add up to 100, the item's quantity is 150");
    expect(itemProblemText('zh-CN', 0, 'LM317', problems[0])).toBe('第 1 行 LM317：各包合计 100，与明细数量 150 不符');
  });

  it('refuses part of a bag split before, more than a bag holds, and a bag not offered', () => {
    const problems = checkItemBags('370', [{ bag_id: s.id, qty: '20' }, { bag_id: b.id, qty: '250' }, { bag_id: 999_999, qty: '100' }], index);
    expect(problems.map((p) => p.code)).toEqual(['splitWhole', 'overBag', 'unknownBag', 'total']);
  });

  it('checks bags several items share', () => {
    expect(checkSharedBags([{ takes: [{ bag_id: b.id, qty: '150' }] }, { takes: [{ bag_id: b.id, qty: '100' }] }], index)).toEqual([{ bag_id: b.id, bag_no: b.bag_no, value: '250', available: '200' }]);
  });
});

describe('limits, caps and prices', () => {
  it('R16: 150 items, 50 when the bill-to is VMI, each with its message', () => {
    expect(checkItemCount(150, 'Acme Shenzhen')).toBeUndefined();
    expect(checkItemCount(151, 'Acme Shenzhen')).toEqual({ code: 'tooManyItems', max: 150, count: 151 });
    const vmi = checkItemCount(51, 'Acme VMI Hub')!;
    expect(itemCountText('en-US', vmi)).toBe('An ASN whose bill-to is VMI may have at most 50 items');
  });

  it('R17: cuts text at its UTF-8 byte cap on a character boundary', () => {
    expect(capText('电'.repeat(100), 'itemRemark')).toBe('电'.repeat(83));
    expect(capText('x'.repeat(40), 'plant')).toHaveLength(30);
  });

  it('R19: warnings from the quotes and the maxout price', () => {
    expect(priceWarnings('1.20', [], null)).toEqual(['no_price']);
    expect(priceWarnings('1.20', ['1.1', '1.25'], '1.0')).toEqual(['srp']);
    expect(priceWarnings('1.30', ['1.1', '1.25'], '1.35')).toEqual(['maxout']);
    expect(priceWarnings('1.25', ['1.25'], '1.25')).toEqual([]);
  });
});
