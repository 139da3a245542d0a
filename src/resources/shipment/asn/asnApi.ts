// The ASN with its items, each holding its bags (GET /api/v1/asn/order/{id}: the caller's scope applies).
import { requestJson, unwrapData } from '../../../dataProvider';
import type { AsnModifyChanges } from './model/editorContract';

export interface AsnBagRow {
  id: number;
  item_no: number;
  bag_no: string;
  inventory_id__title?: string | null;
  on_way: boolean;
  mpq: number | null;
  qty: number;
  copies: number;
  total: number;
  is_split: boolean;
}

export interface AsnItemRow {
  id: number;
  line_no: number;
  material_id__title?: string | null;
  cpn: string | null;
  order_no: string | null;
  po_line: string | null;
  total_qty: number;
  price: string | number;
  quote_price?: string | number | null;
  price_warning: string | null;
  over_qty: boolean;
  remark: string | null;
  bags: AsnBagRow[];
}

export const fetchAsn = async (id: number) => unwrapData(await requestJson(`/api/v1/asn/order/${id}`)) as { id: number; items: AsnItemRow[] };

/** What a change request changes, readably (the request's auditors). */
export const fetchChanges = async (id: number) => unwrapData(await requestJson(`/api/v2/asn/order/asn-modify/${id}/changes`)) as AsnModifyChanges;
