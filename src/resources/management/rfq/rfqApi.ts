// The my-RFQs screens' calls through the app's request helper (envelope, headers, error catalogue).
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';
import type { RfqDetail, RfqLineQuote, RfqPreview, RfqPreviewRow } from './types';

export const RFQ_KEY = ['rfq', 'detail'] as const;

export const fetchRfq = async (id: string) => unwrapData(await requestJson('/api/v2/rfq/detail', { method: 'POST', body: { id: Number(id) } })) as RfqDetail;

const item = (r: RfqDetail) => ({ items: [{ id: r.id, version: r.version }] });
export const submitRfq = (r: RfqDetail) => requestJson('/api/v2/rfq/submit', { method: 'POST', body: item(r) });
export const quoteRfq = (r: RfqDetail, stage: '2' | '3', lines: RfqLineQuote[]) => requestJson('/api/v2/rfq/quote', { method: 'POST', body: { ...item(r), stage, lines } });
export const requoteRfq = (r: RfqDetail, memo: string) => requestJson('/api/v2/rfq/re-quote', { method: 'POST', body: { ...item(r), requote_memo: memo } });
export const quotationSheet = (r: RfqDetail) => requestFile('/api/v2/rfq/zmq', { method: 'POST', body: { id: r.id } }, `${r.rfq_no}.xlsx`);

function form(file: File) {
  const body = new FormData();
  body.append('file', file);
  return body;
}
export const importQuotes = (r: RfqDetail, file: File) => requestJson(`/api/v2/rfq/quote/import/${r.id}`, { method: 'POST', body: form(file) });
export const previewSheet = async (file: File) => unwrapData(await requestJson('/api/v1/rfq/preview', { method: 'POST', body: form(file) })) as RfqPreview;

export interface RfqHead { rfq_no: string; customer_id: number | null; end_customer_id?: number | null; requester?: string; currency: string; due_date?: string | null; remark?: string }
/** A draft with the previewed lines, in one call (the declared lines' create). */
export const createDraft = async (head: RfqHead, rows: RfqPreviewRow[]) =>
  unwrapData(await requestJson('/api/v2/rfq/lines', {
    method: 'POST',
    body: { ...head, items: rows.map((r) => ({ material_id: r.material_id, cpn: r.cpn, qty: r.qty, target_price: r.target_price, annual_usage: r.annual_usage })) },
  })) as { id: number; stage: string };

export interface CustomerOption { id: number; code: string; name: string }
export const findCustomers = async (q: string) =>
  (unwrapData(await requestJson('/api/v2/rfq/customers', { query: { q } })) as { list: CustomerOption[] }).list;
