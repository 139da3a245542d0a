// Calls of the ASN review queues through the app's request helper (envelope, headers, error words).
import { requestFile, requestJson, unwrapData } from '../../../dataProvider';
import { AUDIT_ITEM_BASE, AUDIT_STATUS_PATH, type AuditAnswer, type AuditDecision, type AuditItemRow, type AuditQueue } from '../../../resources/events/asnAudit/model/auditQueues';

export interface AuditPage {
  list: AuditItemRow[];
  total: number;
}

export interface AuditQuery {
  queues: AuditQueue[];
  page: number;
  size: number;
  status: '' | '1' | '2' | '3';
  keyword: string;
}

export const AUDIT_KEY = ['asnAudit'] as const;

const filterQuery = (q: Omit<AuditQuery, 'page' | 'size'>) => ({
  queue: q.queues.join(','),
  ...(q.status ? { audit_status: q.status } : {}),
  ...(q.keyword ? { keyword: q.keyword } : {}),
});

export const fetchAuditPage = async (q: AuditQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(AUDIT_ITEM_BASE, { query: { ...filterQuery(q), page: String(q.page), size: String(q.size) }, signal })) as AuditPage;

export const sendDecisions = async (data: AuditDecision[]) => unwrapData(await requestJson(AUDIT_STATUS_PATH, { method: 'PUT', body: { data } })) as AuditAnswer;

export const exportAudit = (q: Omit<AuditQuery, 'page' | 'size'>) => requestFile(`${AUDIT_ITEM_BASE}/export`, { query: filterQuery(q) }, 'audit_items.xlsx');
