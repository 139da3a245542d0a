// The progress screens' calls through the app's request helper (envelope, headers, error catalogue).
import type { VmiProgressDetail, VmiProgressRow, VmiProgressStatus } from '../../../resources/management/vmi/model/wire';
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';

export const PROGRESS_BASE = '/api/v1/vmi/progress';
export const PROGRESS_KEY = ['vmi', 'progress'] as const;

export interface ProgressQuery {
  page: number;
  size: number;
  keyword: string;
  status: VmiProgressStatus | '';
}

const filters = (q: Pick<ProgressQuery, 'keyword' | 'status'>) => ({ ...(q.keyword ? { keyword: q.keyword } : {}), ...(q.status ? { status: q.status } : {}) });

export const fetchProgress = async (q: ProgressQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(PROGRESS_BASE, { query: { page: String(q.page), size: String(q.size), sort: 'last_gr_date', order: 'desc', ...filters(q) }, signal })) as { list: VmiProgressRow[]; total: number };

export const fetchInvoice = async (invoiceNo: string, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${PROGRESS_BASE}/${encodeURIComponent(invoiceNo)}`, { signal })) as VmiProgressDetail;

export const exportProgress = (q: Pick<ProgressQuery, 'keyword' | 'status'>) =>
  requestFile(`${PROGRESS_BASE}/export`, { query: { format: 'xlsx', sort: 'last_gr_date', order: 'desc', ...filters(q) } }, 'vmi_gr_progress.xlsx');
