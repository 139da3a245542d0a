// The ASN editor's calls: open orders, their items with stock, the sheet import, a saved ASN reopened
// (src/resources/shipment/asn/model/editorContract.ts), and the ASN's own save, submit and change
// request (server/modules/shipment/asn).
import type { AsnEditAnswer, AsnImportAnswer, AsnInventoriesAnswer, AsnOpenOrder } from '../../../resources/shipment/asn/model/editorContract';
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

/** A saved ASN as the editor reopens it: a draft to edit, or (`modify`) a submitted one to change through the modify audit. */
export const asnToEdit = async (id: string, modify: boolean, signal?: AbortSignal) =>
  unwrapData(await requestJson(`/api/v1/asn/edit/order/${encodeURIComponent(id)}`, { query: modify ? { is_modify: '1' } : {}, signal })) as AsnEditAnswer;

export interface SavedAsn { id: number; version: number; invoice_no: string }

export const saveAsn = async (body: Record<string, unknown>) => unwrapData(await requestJson('/api/v1/asn/order', { method: 'POST', body })) as SavedAsn;

export const updateAsn = async (id: number, version: number, body: Record<string, unknown>) =>
  unwrapData(await requestJson(`/api/v1/asn/order/${id}`, { method: 'PUT', body: { ...body, version } })) as SavedAsn;

export const requestChange = async (asnId: number, version: number, reason: string, body: Record<string, unknown>) =>
  unwrapData(await requestJson('/api/v2/asn/order/modify-audit', { method: 'POST', body: { ...body, asn_id: asnId, version, kind: 'modify', reason } })) as { id: number };

export const submitAsn = async (saved: SavedAsn) =>
  unwrapData(await requestJson('/api/v1/asn/user/orders/transition/submit', { method: 'POST', body: { items: [{ id: saved.id, version: saved.version }] } }));
