// The forecast and backlog screens' calls through the app's request helper (envelope, headers, errors).
import { postWithProgress, requestFile, requestJson, unwrapData } from '../../../dataProvider';
import { BACKLOG_BASE, CF_BACKLOG_ALLOCATE, FAMILY_SPECS, GB_BACKLOG_RETRY, GB_TMP_BASE, type BacklogRow, type BacklogUploadRow, type Family, type ForecastRow, type UnassignedLine } from '../../../resources/distribute/forecast/model/wire';

export interface Page<T> { list: T[]; total: number }
export interface PageQuery { page: number; size: number; keyword: string }
const q = (p: PageQuery, more: Record<string, string> = {}) => ({ page: String(p.page), size: String(p.size), ...(p.keyword ? { keyword: p.keyword } : {}), ...more });

export const fetchBacklogs = async (family: Family, p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${BACKLOG_BASE}/${FAMILY_SPECS[family].segment}`, { query: q(p), signal })) as Page<BacklogRow>;

export const fetchUnassigned = async (family: Family, no: string, p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${BACKLOG_BASE}/${FAMILY_SPECS[family].segment}/unassigned/${encodeURIComponent(no)}`, { query: q(p), signal })) as Page<UnassignedLine>;

export const fetchForecasts = async (family: Family | '', p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson('/api/v1/forecasts', { query: q(p, family ? { family } : {}), signal })) as Page<ForecastRow>;

export interface FamilyBg { bg_id: number; code: string; name: string; versions: number; latest_no: string | null }
export const fetchFamilyBgs = async (family: Family, signal?: AbortSignal) =>
  (unwrapData(await requestJson(`${FAMILY_SPECS[family].forecastBase}/bg`, { signal })) as { list: FamilyBg[] }).list;

/** A forecast spreadsheet: a new version of the BG's forecast; answers { id, inserted, total }. */
export async function importForecast(family: Family, bgId: number, date: string, file: File, onProgress: (sent: number, total: number) => void, signal?: AbortSignal) {
  const form = new FormData();
  form.append('file', file, file.name);
  const path = `${FAMILY_SPECS[family].forecastBase}/import?${new URLSearchParams({ bg_id: String(bgId), forecast_date: date })}`;
  return unwrapData(await postWithProgress(path, form, onProgress, signal)) as { id: number; inserted: number; total: number };
}

export interface BacklogUpload {
  family: Family;
  no: string;
  backlog_date: string;
  delay: number;
  assignShipment: number;
  filename_zjr?: string;
  backlogs: BacklogUploadRow[];
}
export const uploadBacklog = async (body: BacklogUpload) =>
  unwrapData(await requestJson(BACKLOG_BASE, { method: 'POST', body: body as unknown as Record<string, unknown> })) as { id: number; no: string; assigned: number; unassigned: number };

export interface ForecastItem {
  id: number; line_no: number; site_code: string | null; plant: string | null; sloc_code: string | null; cpn: string | null; mpn: string;
  manufacturer: string | null; mpq: string; bu_code: string | null; ec_code: string | null; biz_type: string | null; vsr: boolean; supplier: string | null;
  hub_code?: string | null; ec_name?: string | null; remark?: string | null;
  weeks: { week: string; qty: string }[];
}
/** A forecast's base: the family's calls (its backlog rule) or /forecasts' (every family). */
const forecastUrl = (family: Family | undefined, id: string) => `${family ? FAMILY_SPECS[family].forecastBase : '/api/v1/forecasts'}/${encodeURIComponent(id)}`;
export const fetchForecast = async (family: Family | undefined, id: string, signal?: AbortSignal) => unwrapData(await requestJson(forecastUrl(family, id), { signal })) as ForecastRow;
export const fetchForecastItems = async (family: Family | undefined, id: string, p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${forecastUrl(family, id)}/item`, { query: q(p), signal })) as Page<ForecastItem>;

export interface HistoryRow {
  id: number; forecast_no: string; family: Family; line_no: number | null; mpn: string | null; cpn: string | null; plant: string | null;
  action: string; changes: Record<string, [unknown, unknown]>; created_by: string | null; created_at: string;
}
export const fetchItemHistory = async (family: Family | '', p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson('/api/v1/forecast/item/history/list', { query: q(p, family ? { family } : {}), signal })) as Page<HistoryRow>;

export type GbTmpKind = 'forecast-tmp' | 'backlog-tmp';
export const fetchGbTmp = async (kind: GbTmpKind, p: PageQuery, signal?: AbortSignal) =>
  unwrapData(await requestJson(`${GB_TMP_BASE}/${kind}`, { query: q(p), signal })) as Page<{ id: number } & Record<string, unknown>>;
export const deleteGbTmp = async (kind: GbTmpKind, id: number) => unwrapData(await requestJson(`${GB_TMP_BASE}/${kind}/${id}`, { method: 'DELETE' }));
export const exportGbTmp = (kind: GbTmpKind) => requestFile(`${GB_TMP_BASE}/${kind}/export`, {}, `gb_${kind}.xlsx`);

export const syncBacklogMail = async (family: Family) =>
  unwrapData(await requestJson(`${BACKLOG_BASE}/sync-mail`, { query: { family } })) as { synced: number; mails: { backlog?: string; error?: string }[] };

/** An item's fields and weeks as the form sends them (the family's item add and update calls). */
export interface ItemBody {
  site_code: string; hub_code: string; plant: string; cpn: string; mpn: string; mpq?: string; ec_code: string; ec_name: string; biz_type: string;
  supplier: string; remark: string; vsr: boolean; weeks: { week: string; qty: string }[];
}
export const addItem = async (family: Family, forecastId: number, body: ItemBody) =>
  unwrapData(await requestJson(`${FAMILY_SPECS[family].forecastBase}/${forecastId}/item`, { method: 'POST', body: body as unknown as Record<string, unknown> })) as ForecastItem;
export const updateItem = async (family: Family, id: number, body: ItemBody) =>
  unwrapData(await requestJson(`${FAMILY_SPECS[family].forecastBase}/item/${id}`, { method: 'PUT', body: body as unknown as Record<string, unknown> })) as ForecastItem;
export const deleteItem = async (family: Family, id: number) => requestJson(`${FAMILY_SPECS[family].forecastBase}/item/${id}`, { method: 'DELETE' });
export const validateForecast = async (family: Family, id: number) =>
  unwrapData(await requestJson(`${FAMILY_SPECS[family].forecastBase}/${id}/validate`, { method: 'POST', body: {} })) as { valid: boolean; problems: { line_no: number; mpn: string; problem: string; detail: string | null }[] };
export const forecastReport = (family: Family, id: number, no: string) => requestFile(`${FAMILY_SPECS[family].forecastBase}/${id}/report`, {}, `FCST_${no}.xlsx`);

/** The families whose backlogs can be assigned again (CF: allocate, NonTI: retry; NonCF has no such call). */
export const RETRY_FAMILIES: readonly Family[] = ['cf', 'nonti'];
/** Assigns a backlog's lines to the forecast items again (after items were added); answers the new counts. */
export const retryBacklog = async (family: Family, no: string) =>
  unwrapData(
    family === 'cf'
      ? await requestJson(`${CF_BACKLOG_ALLOCATE}/${encodeURIComponent(no)}`, { method: 'PUT' })
      : await requestJson(GB_BACKLOG_RETRY, { method: 'POST', body: { no } }),
  ) as { no: string; assigned: number; unassigned: number };

/** A new version of one BG's forecast copying its latest (bg_id), or of every BG of the family (auto-add). */
export const addForecastVersion = async (family: Family, bgId: number | 'all', date: string, remark: string) =>
  bgId === 'all'
    ? (unwrapData(await requestJson(`${FAMILY_SPECS[family].forecastBase}/auto/${date}`, { method: 'POST' })) as { created: number })
    : { created: 1, forecast: unwrapData(await requestJson(FAMILY_SPECS[family].forecastBase, { method: 'POST', body: { bg_id: bgId, forecast_date: date, remark } })) as ForecastRow };
/** A version's date and remark (PUT {base}/{id}). */
export const updateForecast = async (family: Family, id: number, body: { forecast_date: string; remark: string }) =>
  unwrapData(await requestJson(`${FAMILY_SPECS[family].forecastBase}/${id}`, { method: 'PUT', body })) as ForecastRow;
export const deleteForecast = async (family: Family, id: number) => requestJson(`${FAMILY_SPECS[family].forecastBase}/${id}`, { method: 'DELETE' });
