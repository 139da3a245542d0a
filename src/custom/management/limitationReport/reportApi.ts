// The limitation report's calls through the app's request helper (envelope, headers, error catalogue).
import type { LimitationReportDetail, LimitationReportRow } from '../../../resources/management/limitation/model/wire';
import { requestJson, unwrapData } from '../../../dataProvider';

const BASE = '/api/v2/limitation/report';
export const REPORT_KEY = ['limitation', 'report'] as const;

export const fetchReport = async (q: { page: number; size: number; keyword: string; status: string }, signal?: AbortSignal) =>
  unwrapData(await requestJson(BASE, { query: { page: String(q.page), size: String(q.size), ...(q.keyword ? { keyword: q.keyword } : {}), ...(q.status ? { status: q.status } : {}) }, signal })) as { list: LimitationReportRow[]; total: number };

export const fetchDetail = async (id: string, signal?: AbortSignal) => unwrapData(await requestJson(`${BASE}/${id}`, { signal })) as LimitationReportDetail;

export const saveUsage = async (id: number, version: number, months: { id: number; used_qty: string; comment: string }[]) =>
  unwrapData(await requestJson(`${BASE}/${id}`, { method: 'PUT', body: { version, months } })) as LimitationReportDetail;
