// Forecasts and backlogs (issue 26): the three families' calls, access rules and answers, read by the
// screens (src/custom/distribute/forecastBacklog) and the server (server/modules/distribute/{forecast,backlog}).
import type { AccessRule } from '../../../../schema/types';

export type Family = 'noncf' | 'cf' | 'nonti';

export interface FamilySpec {
  family: Family;
  /** The family's route segment: /distribute/{segment}/backlog. */
  segment: 'NonCF' | 'CF' | 'NonTI';
  /** The forecast calls' base (v1 plain, v1 cf, v2 gb). */
  forecastBase: string;
  /** The backlog screen's rule (routes.json); `write` may add, change, delete and upload. */
  access: AccessRule;
}

export const FAMILY_SPECS: Record<Family, FamilySpec> = {
  noncf: {
    family: 'noncf',
    segment: 'NonCF',
    forecastBase: '/api/v1/forecast',
    access: { permissions: ['manage-forecast', 'create-forecast', 'create-swap', 'backlog-swap', 'view-forecast'], write: ['manage-forecast', 'create-forecast'] },
  },
  cf: {
    family: 'cf',
    segment: 'CF',
    forecastBase: '/api/v1/cf/forecast',
    access: { permissions: ['manage-cf-forecast', 'create-cf-forecast', 'create-swap', 'backlog-swap'], write: ['manage-cf-forecast', 'create-cf-forecast'] },
  },
  nonti: {
    family: 'nonti',
    segment: 'NonTI',
    forecastBase: '/api/v2/gb/forecast',
    access: { permissions: ['manage-gb-forecast', 'manage-gb-psi'], write: ['manage-gb-forecast'] },
  },
};

export const FAMILIES: Family[] = ['noncf', 'cf', 'nonti'];

/** /forecasts: every family's forecasts (routes.json suggests view-forecast, manage-forecast). */
export const FORECASTS_ACCESS: AccessRule = { permissions: ['view-forecast', 'manage-forecast'], write: ['manage-forecast'] };

/** The NonTI (GB) temporary tables and their screens' rules (routes.json: /distribute/NonTI/fcst, /backlogManagement). */
export const GB_TMP_BASE = '/api/v2/gb-tmp';
export const GB_FORECAST_TMP_ACCESS: AccessRule = { permissions: ['manage-gb-forecast-tmp'] };
export const GB_BACKLOG_TMP_ACCESS: AccessRule = { permissions: ['manage-gb-record-backlog-tmp'] };
/** /distribute/NonCF/itemHistory and GET /api/v1/forecast/item/history/list (routes.json). */
export const ITEM_HISTORY_ACCESS: AccessRule = { permissions: ['forecast-items-history-manage'] };

/** The backlog calls of one family (POST /api/v1/backlog takes `family`; the GB retry is v2). */
export const BACKLOG_BASE = '/api/v1/backlog';
export const GB_BACKLOG_RETRY = '/api/v2/gb/backlog/retry';
export const CF_BACKLOG_ALLOCATE = '/api/v1/cf/backlog/allocate';

export interface ForecastRow {
  id: number;
  family: Family;
  bg_id: number;
  bg_code: string;
  bg_name: string;
  forecast_date: string;
  no: string;
  version_no: number;
  source: string;
  file_name: string | null;
  remark: string | null;
  item_count: number;
  total_qty: string;
  created_by: string | null;
  created_at: string;
}

export interface BacklogRow {
  id: number;
  family: Family;
  no: string;
  backlog_date: string;
  delay: number;
  assign_shipment: number;
  filename_zjr: string | null;
  filename_zjf: string | null;
  filename_or: string | null;
  status: string;
  line_count: number;
  assigned_count: number;
  unassigned_count: number;
  /** The forecasts its lines were assigned to: a PSI link each (/distribute/{segment}/backlog/psi/{fNo}/{bNo}) and the forecast's own. */
  forecasts: { id: number; no: string; bg_code: string }[];
  created_by: string | null;
  created_at: string;
}

export interface UnassignedLine {
  id: number;
  line_no: number;
  order_no: string | null;
  customer: string | null;
  bg_code: string | null;
  cpn: string | null;
  mpn: string;
  qty: string;
  request_date: string;
  esd: string;
  unassigned_reason: string | null;
}

/** One row of a backlog upload (POST /api/v1/backlog `backlogs`). */
export interface BacklogUploadRow {
  order_no?: string;
  customer?: string;
  cpn?: string;
  mpn: string;
  qty: string | number;
  request_date: string;
  /** The spreadsheet row the line came from (header = row 1): a bad line is named by it; without, by its position. */
  sheet_row?: number;
}

export const psiPath = (family: Family, fNo: string, bNo: string) =>
  `/distribute/${FAMILY_SPECS[family].segment}/backlog/psi/${encodeURIComponent(fNo)}/${encodeURIComponent(bNo)}`;
export const unassignedPath = (family: Family, bNo: string) => `/distribute/${FAMILY_SPECS[family].segment}/backlog/unassigned/${encodeURIComponent(bNo)}`;
