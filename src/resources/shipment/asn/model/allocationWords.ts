// The words of the ASN editor's rules (R16, R19, R21), the same in the form and in the server's 400s.
import type { Locale } from '../../../../schema/types';
import { rowMessage } from '../../../../schema/lines';
import type { AllocationProblem } from './allocation';
import type { PriceWarning } from './asnChecks';

type Problem = AllocationProblem | { code: 'sharedBag'; bag_no: string; value: string; available: string };

const words = {
  'en-US': {
    badQty: (p: { bag_no: string; value: string }) => `bag ${p.bag_no}: "${p.value}" is not a quantity`,
    unknownBag: () => 'a bag is no longer in stock; reload the inventories',
    overBag: (p: { bag_no: string; value: string; available: string }) => `bag ${p.bag_no} holds ${p.available}, ${p.value} taken`,
    splitWhole: (p: { bag_no: string; value: string; bagQty: string }) => `bag ${p.bag_no} was split before and must be shipped whole (multiples of ${p.bagQty}), not ${p.value}`,
    total: (p: { total: string; sum: string }) => `the bags add up to ${p.sum}, the item's quantity is ${p.total}`,
    sharedBag: (p: { bag_no: string; value: string; available: string }) => `bag ${p.bag_no} holds ${p.available}, the items take ${p.value} together`,
    tooManyItems: (max: number) => `An ASN may have at most ${max} items`,
    tooManyItemsVmi: (max: number) => `An ASN whose bill-to is VMI may have at most ${max} items`,
    srp: 'The price is below the highest quote: do not go below the SRP',
    maxout: 'The price is below the maxout price',
    no_price: 'No quote price exists for this part',
  },
  'zh-CN': {
    badQty: (p: { bag_no: string; value: string }) => `包 ${p.bag_no}：“${p.value}”不是数量`,
    unknownBag: () => '有包已不在库存中，请重新加载库存',
    overBag: (p: { bag_no: string; value: string; available: string }) => `包 ${p.bag_no} 只有 ${p.available}，取了 ${p.value}`,
    splitWhole: (p: { bag_no: string; value: string; bagQty: string }) => `包 ${p.bag_no} 已拆过，须整包出货（${p.bagQty} 的倍数），不能取 ${p.value}`,
    total: (p: { total: string; sum: string }) => `各包合计 ${p.sum}，与明细数量 ${p.total} 不符`,
    sharedBag: (p: { bag_no: string; value: string; available: string }) => `包 ${p.bag_no} 只有 ${p.available}，各明细共取 ${p.value}`,
    tooManyItems: (max: number) => `一张 ASN 最多 ${max} 行明细`,
    tooManyItemsVmi: (max: number) => `开票地址为 VMI 的 ASN 最多 ${max} 行明细`,
    srp: '价格低于最高报价：不要低于 SRP',
    maxout: '价格低于 maxout 价格',
    no_price: '此料号没有报价',
  },
};

/** One bag problem in the user's words (without the row). */
export function problemText(locale: Locale, p: Problem): string {
  const w = words[locale];
  switch (p.code) {
    case 'badQty': return w.badQty(p);
    case 'unknownBag': return w.unknownBag();
    case 'overBag': return w.overBag(p);
    case 'splitWhole': return w.splitWhole(p);
    case 'total': return w.total(p);
    case 'sharedBag': return w.sharedBag(p);
  }
}

/** R22: "Row N MPN: message", N the item's index + 1. */
export const itemProblemText = (locale: Locale, index: number, mpn: string, p: Problem): string => rowMessage(locale, index, mpn, problemText(locale, p));

export const itemCountText = (locale: Locale, p: { code: 'tooManyItems' | 'tooManyItemsVmi'; max: number }): string => words[locale][p.code](p.max);

export const priceWarningText = (locale: Locale, w: PriceWarning): string => words[locale][w];
