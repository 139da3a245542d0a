// The history import's calls: parse a file for a preview, then import the previewed rows.
import { requestJson, unwrapData } from '../../../dataProvider';

export interface HistoryProblem { row: number; field: string; message: string }
export interface HistoryPreview {
  total: number;
  orders: { order_no: string; customer_id: number; order_date: string; items: number; rows: number[] }[];
  errors: HistoryProblem[];
  rows: Record<string, string>[];
}

export async function parseHistory(file: File) {
  const form = new FormData();
  form.append('file', file);
  return unwrapData(await requestJson('/api/v1/order/history/parse', { method: 'POST', body: form })) as HistoryPreview;
}

export const importHistory = async (rows: Record<string, string>[]) =>
  unwrapData(await requestJson('/api/v1/order/history/import', { method: 'POST', body: { rows } })) as { orders: HistoryPreview['orders'] };
