// The forecast and backlog screens' calls through the app's request helper (envelope, headers, errors).
import { requestJson, unwrapData } from '../../../dataProvider';
import { BACKLOG_BASE, FAMILY_SPECS, type BacklogRow, type Family, type ForecastRow, type UnassignedLine } from '../../../resources/distribute/forecast/model/wire';

export interface Page<T> { list: T[]; total: number }
export interface PageQuery { page: number; size: number; keyword: string }
const q = (p: PageQuery, more: Record<string, string> = {}) => ({ page: String(p.page), size: String(p.size), ...(p.keyword ? { keyword: p.keyword } : {}), ...more });

export const fetchBacklogs = async (family: Family, p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${BACKLOG_BASE}/${FAMILY_SPECS[family].segment}`, { query: q(p), signal })) as Page<BacklogRow>;

export const fetchUnassigned = async (family: Family, no: string, p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${BACKLOG_BASE}/${FAMILY_SPECS[family].segment}/unassigned/${encodeURIComponent(no)}`, { query: q(p), signal })) as Page<UnassignedLine>;

export const fetchForecasts = async (family: Family | '', p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson('/api/v1/forecasts', { query: q(p, family ? { family } : {}), signal })) as Page<ForecastRow>;
