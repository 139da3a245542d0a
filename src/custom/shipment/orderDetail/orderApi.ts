// The order detail screen's calls through the app's request helper (envelope, headers, error catalogue).
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';

export const ORDER_TYPES = ['items', 'files', 'bindings', 'shifts'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export interface OrderItem { id: number; line_no: number; material_id: number; cpn: string | null; qty: string | number; unit_price: string | number; request_date: string | null; locked: boolean; [title: string]: unknown }
export interface OrderFile { id: number; name: string; size: number; created_at: string; created_by: string | null }
export interface OrderBinding { id: number; so_id: number; status: string; review_memo: string | null; created_by: string | null; [title: string]: unknown }
export interface OrderShift { id: number; so_no: string; mpn: string; qty: string; created_at: string; created_by: string | null }
export interface OrderDetail {
  id: number; version: number; order_no: string; customer_id: number; forecast_id: string | null; status: string; currency: string;
  items?: OrderItem[]; files?: OrderFile[]; bindings?: OrderBinding[]; shifts?: OrderShift[]; [title: string]: unknown;
}
export interface SoCandidate { id: number; so_no: string; so_date: string; currency: string; status: string; bound: boolean; pending: boolean }

export const ORDER_KEY = ['customerOrder', 'detail'] as const;

export const fetchOrder = async (id: string, type: OrderType, signal?: AbortSignal) => unwrapData(await requestJson(`/api/v1/order/${id}/${type}`, { signal })) as OrderDetail;
export const fetchCandidates = async (id: string, signal?: AbortSignal) =>
  (unwrapData(await requestJson(`/api/v2/order/non-binding-so/${id}`, { signal })) as { list: SoCandidate[] }).list;

export const lockItem = (itemId: number, locked: boolean) => requestJson(`/api/v1/order/item/${itemId}/lock`, { method: 'PUT', body: { locked } });
/** `confirmCurrency`: the clerk saw that the sales order's currency differs from the item's (else the server refuses it). */
export const shiftItem = (itemId: number, soId: number, qty: number, confirmCurrency: boolean) =>
  requestJson('/api/v2/order/shift', { method: 'POST', body: { items: [{ itemId, soId, qty, confirmCurrency }] } });
export const bindForecast = (id: string, forecastId: string) => requestJson(`/api/v1/order/bind/${id}`, { method: 'POST', body: { forecastId } });
export const requestBinding = (id: string, soIds: number[]) => requestJson(`/api/v2/order/binding/${id}`, { method: 'POST', body: { soIds } });
export const deleteFile = (fileId: number) => requestJson(`/api/v2/order/file/${fileId}`, { method: 'DELETE' });
export const downloadFile = (file: OrderFile) => requestFile(`/api/v2/order/file/download/${file.id}`, {}, file.name);
export function uploadFile(id: string, file: File) {
  const form = new FormData();
  form.append('file', file);
  return requestJson(`/api/v2/order/file/upload/${id}`, { method: 'POST', body: form });
}
