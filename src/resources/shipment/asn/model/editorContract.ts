// Wire types of the ASN editor's calls (server/modules/shipment/asnEditor), shared with the screens
// (src/custom/shipment/asnEditor):
//   GET  /api/v1/order/asn/inventories?orders=1,2[&groupBy=orderNo|mpn]  the orders' open items with the stock they may draw from
//   GET  /api/v1/order/asn/inventories[?keyword&page&size]               without orders: the open orders one may ship (the picker)
//   POST /api/v1/asn/import/inventories  (file)                          the same items from a spreadsheet, allocated automatically
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
  orderNo: string;
  po_line: number;
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
