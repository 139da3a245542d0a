import { asnOrder, myAsn } from './asnOrder';

/** ASNs (after customers, bill-tos, materials and the stock groups they draw from). */
export const asnResources = [asnOrder, myAsn];
export { asnOrder, myAsn } from './asnOrder';
export { asnBags, asnItems, ASN_MAX_ITEMS, ASN_MAX_ITEMS_VMI } from './asnLines';
export * from './access';
export * from './statuses';
