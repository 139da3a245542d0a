import { label } from '../../../../schema/fields';

/**
 * The ASN's states. The spec gives three codes (0 draft, 6 awaiting manager audit, 13 price
 * rejected: the header counters); the others are ours, kept numeric like them.
 */
export const ASN_STATUS = {
  draft: '0',
  submitted: '1',
  approved: '2',
  synced: '3',
  shipped: '4',
  audit: '6',
  cancelled: '8',
  returned: '9',
  priceRejected: '13',
} as const;

export const ASN_STATUSES = [
  { value: ASN_STATUS.draft, label: label('Draft', '草稿'), color: 'default' as const },
  { value: ASN_STATUS.submitted, label: label('Submitted', '已提交'), color: 'info' as const },
  { value: ASN_STATUS.audit, label: label('Awaiting manager audit', '待主管审核'), color: 'warning' as const },
  { value: ASN_STATUS.priceRejected, label: label('Price rejected', '价格驳回'), color: 'error' as const },
  { value: ASN_STATUS.approved, label: label('Approved', '已批准'), color: 'primary' as const },
  { value: ASN_STATUS.synced, label: label('Sent to 3PL warehouse', '已同步三方仓'), color: 'primary' as const },
  { value: ASN_STATUS.shipped, label: label('Shipped', '已发货'), color: 'success' as const },
  { value: ASN_STATUS.cancelled, label: label('Cancelled', '已取消'), color: 'default' as const },
  { value: ASN_STATUS.returned, label: label('Returned', '已退回'), color: 'default' as const },
];

/** R19 price check of an item (warnings, never refusals). */
export const PRICE_WARNINGS = [
  { value: 'ok', label: label('Price OK', '价格正常'), color: 'success' as const },
  { value: 'srp', label: label('Below the quote: keep to the SRP', '低于报价：不得低于 SRP'), color: 'warning' as const },
  { value: 'maxout', label: label('Below the maxout price', '低于最大出货价'), color: 'error' as const },
  { value: 'no_price', label: label('No quote price', '无报价'), color: 'warning' as const },
];

/** States in which the supplier may still change the ASN with a plain save. */
export const EDITABLE_STATES: readonly string[] = [ASN_STATUS.draft, ASN_STATUS.priceRejected];
/** States in which the supplier changes the ASN through a modify request (the modify audit). */
export const MODIFIABLE_STATES: readonly string[] = [ASN_STATUS.submitted, ASN_STATUS.audit, ASN_STATUS.approved];
