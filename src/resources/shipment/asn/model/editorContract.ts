// Wire types of the ASN editor's calls (server/modules/shipment/asnEditor), shared with the screens
// (src/custom/shipment/asnEditor):
//   GET  /api/v1/order/asn/inventories?orders=1,2[&groupBy=orderNo|mpn]  the orders' open items with the stock they may draw from
//   GET  /api/v1/order/asn/inventories[?keyword&page&size]               without orders: the open orders one may ship (the picker)
//   POST /api/v1/asn/import/inventories  (file)                          the same items from a spreadsheet, allocated automatically
//   GET  /api/v1/asn/edit/order/{id}[?is_modify=1]                       a saved ASN as the editor reopens it: items with their stock and takes
import type { AsnGroup, BagTake } from './allocation';

/** Who may prepare an ASN: the supplier (send-asn) and the ASN administrators (manage-asn). */
export const ASN_EDITOR_ACCESS = { permissions: ['send-asn', 'manage-asn'] };

/** One open order the picker offers. */
export interface AsnOpenOrder {
  id: number;
  orderNo: string;
  customer_id: number;
  customer: string;
  customer_po: string | null;
  bill_to_id: number | null;
  bill_to: string | null;
  ship_to_id: number | null;
  ship_to: string | null;
  currency: string;
  order_date: string | null;
  itemCount: number;
}

/** An ASN item as the editor starts it (the spec's ASN item fields), with the groups it may draw from. */
export interface AsnEditorItem {
  order_id: number;
  order_item_id: number;
  /** The customer order and its line ('' and null when the ASN item names none, as demo ASNs do). */
  orderNo: string;
  po_line: number | null;
  material_id: number;
  MPN: string;
  CPN: string | null;
  LMPN: string | null;
  manufacturer: string;
  /** What the ASN ships of this line (starts at the line's open quantity). */
  totalQty: string;
  /** The order line's quantity. */
  orderQty: string;
  price: string;
  /** The highest quote in effect (R19), the SRP beside it; null when the part has no quote. */
  quotePrice: string | null;
  srp: string | null;
  maxout_price: string | null;
  remark: string;
  overQty: boolean;
  isExistOrder: boolean;
  group: AsnGroup[];
  /** The bags taken (the import answers an automatic allocation). */
  takes: BagTake[];
}

export interface AsnInventoriesAnswer {
  groupBy: 'orderNo' | 'mpn';
  orders: AsnOpenOrder[];
  groups: { key: string; items: AsnEditorItem[] }[];
}

/** A row of an imported sheet the server could not use (R22's words; `row` is the sheet's row number). */
export interface AsnImportProblem {
  row: number;
  field: string;
  message: string;
}

export interface AsnImportAnswer extends AsnInventoriesAnswer {
  problems: AsnImportProblem[];
}

/** The header of a saved ASN as the editor shows it (names beside the ids). */
export interface AsnEditHeader {
  ship_customer_id: number;
  customer: string;
  bill_to_id: number | null;
  bill_to: string;
  currency: string;
  plant: string;
  ship_date: string;
  remark: string;
}

/** GET /api/v1/asn/edit/order/{id}: the ASN reopened in the editor (each item's groups, its stored bags as takes). */
export interface AsnEditAnswer {
  id: number;
  version: number;
  invoice_no: string;
  status: string;
  locked: boolean;
  is_modify: boolean;
  header: AsnEditHeader;
  items: AsnEditorItem[];
}

/** One changed value of a modify request: the field's key (worded by the screen), before and after. */
export interface AsnChangeField {
  field: 'ship_customer' | 'bill_to' | 'currency' | 'plant' | 'ship_date' | 'carrier' | 'tracking_no' | 'remark' | 'total_qty' | 'price' | 'bags';
  before: string;
  after: string;
}

/** An item a modify request adds, removes or changes (named by its MPN and order line). */
export interface AsnChangeItem {
  change: 'added' | 'removed' | 'changed';
  mpn: string;
  order: string;
  fields: AsnChangeField[];
}

/**
 * GET /api/v2/asn/order/asn-modify/{id}/changes: what a request changes, readably. `basis`: against
 * the ASN as it is now (a request waiting or refused), as it was when the change was applied
 * (agreed), or none (a return, or an applied change whose record is gone).
 */
export interface AsnModifyChanges {
  kind: 'modify' | 'return';
  basis: 'current' | 'applied' | 'none';
  header: AsnChangeField[];
  items: AsnChangeItem[];
}
