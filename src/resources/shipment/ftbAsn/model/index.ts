import { ftbAsn } from './ftbAsn';

/** FTB ASNs (after ship customers, bill-tos, materials and the ASNs they are thrown into). */
export const ftbAsnResources = [ftbAsn];
export { ftbAsn } from './ftbAsn';
export { ftbItems, FTB_MAX_ITEMS } from './ftbLines';
export * from './access';
export * from './statuses';
export * from './wire';
