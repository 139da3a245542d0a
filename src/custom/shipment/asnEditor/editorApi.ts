// The ASN editor's calls: open orders, their items with stock, the sheet import (src/resources/shipment/asn/model/editorContract.ts),
// and the ASN's own save and submit (server/modules/shipment/asn).
import type { AsnImportAnswer, AsnInventoriesAnswer, AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
import { requestJson, unwrapData } from '../../../dataProvider';

export const openOrders = async (keyword: string, page: number, size: number) =>
  unwrapData(await requestJson('/api/v1/order/asn/inventories', { query: { ...(keyword ? { keyword } : {}), page: String(page), size: String(size) } })) as { list: AsnOpenOrder[]; total: number };

export const inventoriesOf = async (orders: number[]) =>
  unwrapData(await requestJson('/api/v1/order/asn/inventories', { query: { orders: orders.join(','), groupBy: 'orderNo' } })) as AsnInventoriesAnswer;

export async function importSheet(file: File) {
  const form = new FormData();
  form.append('file', file);
  return unwrapData(await requestJson('/api/v1/asn/import/inventories', { method: 'POST', body: form })) as AsnImportAnswer;
}

export interface SavedAsn { id: number; version: number; invoice_no: string }

export const saveAsn = async (body: Record<string, unknown>) => unwrapData(await requestJson('/api/v1/asn/order', { method: 'POST', body })) as SavedAsn;

export const submitAsn = async (saved: SavedAsn) =>
  unwrapData(await requestJson('/api/v1/asn/user/orders/transition/submit', { method: 'POST', body: { items: [{ id: saved.id, version: saved.version }] } }));
