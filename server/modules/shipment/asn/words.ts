// The ASN calls' refusals and notes in both languages (the caller's is answered).
import type { Locale } from '../../../../src/schema';

type W = { en: string; zh: string };
const pick = (locale: Locale, w: W) => (locale === 'zh-CN' ? w.zh : w.en);

export const asnWords = (locale: Locale) => ({
  noItems: () => pick(locale, { en: 'An ASN needs at least one item', zh: 'ASN 至少需要一个品项' }),
  notRows: (field: string) => pick(locale, { en: `${field} must be a list of rows`, zh: `${field} 必须是行的列表` }),
  bagGone: (bag: string) => pick(locale, { en: `bag ${bag} is no longer in stock`, zh: `包装 ${bag} 已不在库存中` }),
  bagOther: (bag: string) => pick(locale, { en: `bag ${bag} is not stock of this part`, zh: `包装 ${bag} 不是该料号的库存` }),
  bagGroup: (bag: string) => pick(locale, { en: `bag ${bag} is not in the inventory group given`, zh: `包装 ${bag} 不在所选库存组中` }),
  bagHeld: (bag: string, status: string) => pick(locale, { en: `bag ${bag} is ${status} stock and cannot be shipped`, zh: `包装 ${bag} 为${status === 'hold' ? '冻结' : status === 'damaged' ? '损坏' : status}库存，不能发货` }),
  bagPackage: (bag: string, qty: string) =>
    pick(locale, { en: `bag ${bag} holds ${qty} per package: take whole packages, or split one package alone`, zh: `包装 ${bag} 每包 ${qty}：请取整包，或单独拆分一包` }),
  noBagItem: (itemNo: string) => pick(locale, { en: `no item on line ${itemNo}`, zh: `第 ${itemNo} 行品项不存在` }),
  notEditable: (state: string) =>
    pick(locale, { en: `This ASN is ${state}: change it through a modify request`, zh: `该 ASN 状态为${state}：请通过修改申请变更` }),
  locked: () => pick(locale, { en: 'This ASN is locked (sent to the 3PL warehouse): ask an ASN manager to unlock it', zh: '该 ASN 已锁定（已同步三方仓）：请联系 ASN 管理员解锁' }),
  onlyDraftDelete: (state: string) => pick(locale, { en: `Only a draft can be deleted; this ASN is ${state}: cancel it instead`, zh: `只能删除草稿；该 ASN 状态为${state}，请改为取消` }),
  orderCheck: (problems: string) => pick(locale, { en: `Order check failed: ${problems}`, zh: `订单检查未通过：${problems}` }),
  overQty: (row: string) => pick(locale, { en: `${row} over_qty: more than the order still has open`, zh: `${row} over_qty：超过订单未发数量` }),
  noItem: (row: string) => pick(locale, { en: `${row} no_item: no such item on the order`, zh: `${row} no_item：订单中无此品项` }),
  versionMissing: () => pick(locale, { en: 'Send the version of the ASN you changed', zh: '请提供所修改 ASN 的版本号' }),
  badQty: (row: number) => pick(locale, { en: `Row ${row}: the quantity must be a positive number`, zh: `第 ${row} 行：数量必须为正数` }),
  badId: (raw: string) => pick(locale, { en: `"${raw}" is not an ASN id`, zh: `“${raw}”不是 ASN 编号` }),
  notModifiable: (state: string) => pick(locale, { en: `This ASN is ${state}: no such request can be made now`, zh: `该 ASN 状态为${state}：当前不能提出此申请` }),
  asnChanged: (no: string) => pick(locale, { en: `ASN ${no} changed since the request was made: ask again from the current ASN`, zh: `ASN ${no} 在申请后已变更：请基于当前 ASN 重新申请` }),
  pendingRequest: (no: string) => pick(locale, { en: `ASN ${no} already has a request waiting for audit`, zh: `ASN ${no} 已有待审核的申请` }),
  returnSummary: (qty: string) => pick(locale, { en: `return ${qty} to stock`, zh: `退回库存 ${qty}` }),
  asnGone: () => pick(locale, { en: 'the ASN no longer exists', zh: 'ASN 已不存在' }),
  agreedWithAsn: (by: string) => pick(locale, { en: `Agreed with the ASN's approval by ${by}`, zh: `随 ASN 批准一并同意（${by}）` }),
  noOrder: () => pick(locale, { en: 'Give asn_id or a list of items', zh: '请提供 asn_id 或品项列表' }),
});
