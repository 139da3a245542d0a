import { asnOrder, myAsn } from './asnOrder';
import { asnModify } from './asnModify';

/** ASNs (after customers, bill-tos, materials and the stock groups they draw from). */
export const asnResources = [asnOrder, myAsn, asnModify];
export { asnOrder, myAsn } from './asnOrder';
export { asnModify, MODIFY_KINDS, MODIFY_STATUSES } from './asnModify';
export { asnBags, asnItems, ASN_MAX_ITEMS, ASN_MAX_ITEMS_VMI } from './asnLines';
export * from './access';
export * from './statuses';
