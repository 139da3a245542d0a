// The planning record screens' calls.
import { requestJson, unwrapData } from '../../../dataProvider';
import type { RecordFamily } from '../../../resources/distribute/forecast/model/records';

export interface Page<T> { list: T[]; total: number }
export interface PageQuery { page: number; size: number; keyword: string }
const q = (p: PageQuery, more: Record<string, string> = {}) => ({ page: String(p.page), size: String(p.size), ...(p.keyword ? { keyword: p.keyword } : {}), ...more });
const get = async <T>(path: string, query: Record<string, string>, signal?: AbortSignal) => unwrapData(await requestJson(path, { query, signal })) as T;

export interface BacklogRecord { id: number; no: string; backlog_date: string; line_count: number; total_qty: string; assigned_count: number; previous_id: number | null; created_by: string }
export interface BacklogRecordLine { id: number; backlog_no: string; line_no: number; order_no: string | null; customer: string | null; bg_code: string | null; cpn: string | null; mpn: string; qty: string; request_date: string; esd: string; assigned: boolean; unassigned_reason: string | null }
export interface CompareRow { mpn: string; cpn: string | null; first_qty: string; second_qty: string; change: string }
export interface BuRecord { id: number; no: string; bg_code: string; forecast_date: string; version_no: number; source: string; bu_count: number; total_qty: string; previous_no: string | null }
export interface BuTotal { bu: string; bu_name: string | null; items: number; total: string }
export interface TmpSummary { id: number; bg_code: string; file_name: string | null; row_count: number; parts: number; first_week: string; last_week: string; total_qty: string; created_by: string }

const B = '/api/v1/forecast/record';
export const fetchBacklogRecords = (f: RecordFamily, p: PageQuery, s?: AbortSignal) => get<Page<BacklogRecord>>(`${B}/backlog`, q(p, { family: f }), s);
export const fetchBacklogDate = (f: RecordFamily, date: string, p: PageQuery, s?: AbortSignal) => get<Page<BacklogRecordLine>>(`${B}/backlog`, q(p, { family: f, date }), s);
export const fetchBacklogCompare = (f: RecordFamily, a: string, b: string, s?: AbortSignal) =>
  get<{ first: { no: string; backlog_date: string }; second: { no: string; backlog_date: string }; list: CompareRow[] }>(`${B}/backlog/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, { family: f }, s);
export const fetchBuRecords = (f: RecordFamily, p: PageQuery, s?: AbortSignal) => get<Page<BuRecord>>(`${B}/bu`, q(p, { family: f }), s);
export const fetchBuDetail = (f: RecordFamily, id: string, s?: AbortSignal) => get<{ forecast: { no: string; bg_code: string; forecast_date: string; version_no: number }; list: BuTotal[] }>(`${B}/bu/${encodeURIComponent(id)}`, { family: f }, s);
export const fetchBuCompare = (f: RecordFamily, a: string, b: string, s?: AbortSignal) =>
  get<{ first: { no: string }; second: { no: string }; list: { bu: string; bu_name: string | null; first: string; second: string }[] }>(`${B}/bu/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, { family: f }, s);
export const fetchTmpSummaries = (p: PageQuery, s?: AbortSignal) => get<Page<TmpSummary>>('/api/v1/forecast/tmp/summary/list', q(p), s);
export const fetchTmpSummary = (id: string, p: PageQuery, s?: AbortSignal) =>
  get<Page<{ id: number; site_code: string | null; plant: string | null; cpn: string | null; mpn: string; week_start: string; qty: string }> & { summary: TmpSummary }>(`/api/v1/forecast/tmp/summary/item/${encodeURIComponent(id)}`, q(p), s);

/** The record family of an /analysis/{NonCF,CF}/... path. */
export const recordFamilyOf = (pathname: string): RecordFamily => (pathname.split('/')[2] === 'CF' ? 'cf' : 'noncf');

/** An EDI 830 received (b2b_record): one BG's planning schedule, kept as a forecast version. */
export interface Edi830Record { id: number; kind: '830' | 'cf830'; record_date: string; bg_code: string | null; forecast_no: string | null; line_count: number; status: 'done' | 'failed'; created_by: string | null; previous_id: number | null; previous_no?: string | null }
export interface Edi830Line { id: number; bg_code: string | null; forecast_no: string | null; line_no: number; site_code: string | null; plant: string | null; cpn: string | null; mpn: string; total_qty: string; weeks: number }
export interface Edi862Record { id: number; doc_no: string; release_no: string | null; doc_date: string; sloc: string | null; customer: string | null; status: 'draft' | 'applied'; line_count: number; total_qty: string; amount: string }
type Side = { id: number; forecast_no: string | null; record_date: string; bg_code: string | null };

const E = '/api/v1/b2b/records';
export const fetch830 = (p: PageQuery, s?: AbortSignal) => get<Page<Edi830Record>>(`${E}/830`, q(p), s);
export const fetch830Info = (date: string, type: string, p: PageQuery, s?: AbortSignal) => get<Page<Edi830Line>>(`${E}/830/info/${encodeURIComponent(date)}/${encodeURIComponent(type)}`, q(p), s);
export const fetch830R = (p: PageQuery, s?: AbortSignal) => get<Page<Edi830Record>>(`${E}/830R`, q(p), s);
/** `kind`: 830 or 830R, whose rule the compare answers to. */
export const fetch830Compare = (kind: '830' | '830R', a: string, b: string, s?: AbortSignal) =>
  get<{ first: Side; second: Side; list: CompareRow[] }>(`${E}/${kind}/compare/${encodeURIComponent(a)}/${encodeURIComponent(b)}`, {}, s);
export const fetch862 = (p: PageQuery, s?: AbortSignal) => get<Page<Edi862Record>>(`${E}/862`, q(p), s);
