// What the browser and the server share about the PSI calls (docs/api-contract.md, "PSI"): the
// families, their call paths and access rules, the query's parameters with the spec's defaults (R30)
// and the wire shapes. The computation itself is ./engine.ts.
import type { AccessRule } from '../../schema';
import type { PsiCell, PsiColour, PsiStatus } from './engine';
import type { PsiRule } from './rules';

export type PsiFamily = 'NonCF' | 'CF' | 'NonTI' | 'VSR';
export const PSI_FAMILY_NAMES: PsiFamily[] = ['NonCF', 'CF', 'NonTI', 'VSR'];

/** Who opens which PSI screen (routes.json), by family: the planner's own (`my`), a backlog's, all. */
export const PSI_SCREEN_ACCESS: Record<PsiFamily, { my?: AccessRule; backlog: AccessRule; all: AccessRule }> = {
  NonCF: {
    my: { permissions: ['my-psi'] },
    backlog: { permissions: ['manage-forecast', 'create-forecast', 'create-swap', 'backlog-swap', 'view-forecast'] },
    all: { permissions: ['manage-backlog', 'view-backlog'] },
  },
  CF: {
    my: { permissions: ['my-psi'] },
    backlog: { permissions: ['manage-cf-forecast', 'create-cf-forecast', 'create-swap', 'backlog-swap'] },
    all: { permissions: ['manage-cf-backlog'] },
  },
  NonTI: {
    my: { permissions: ['manage-gb-psi'] },
    backlog: { permissions: ['manage-gb-forecast', 'manage-gb-psi'] },
    all: { permissions: ['manage-gb-forecast'] },
  },
  VSR: { backlog: { permissions: ['manage-vsr-psi'] }, all: { permissions: ['manage-vsr-psi'] } },
};

/** Permissions that open only the planner's own PSI: the calls then answer the caller's BGs only. */
export const MY_ONLY_PERMISSIONS = ['my-psi'];

/** The family's calls: any permission of any of its screens (the server narrows `my` holders). */
export function psiCallAccess(family: PsiFamily): AccessRule {
  const s = PSI_SCREEN_ACCESS[family];
  return { permissions: [...new Set([...(s.my?.permissions ?? []), ...s.backlog.permissions, ...s.all.permissions])] };
}

/** The database family a PSI family reads (VSR: the NonTI forecast items marked VSR). */
export const FAMILY_TABLE: Record<PsiFamily, 'noncf' | 'cf' | 'nonti'> = { NonCF: 'noncf', CF: 'cf', NonTI: 'nonti', VSR: 'nonti' };

/** Each family's call base; `{base}` answers the JSON page, `{base}/delta|previous|status|explain` beside it. */
export const PSI_BASE: Record<PsiFamily, string> = {
  NonCF: '/api/v1/backlog/psi',
  CF: '/api/v1/cf/backlog/psi',
  NonTI: '/api/v2/gb/backlog/psi',
  VSR: '/api/v2/gb/backlog/vsr/psi',
};

/** The spreadsheet export of each family (the spec names NonCF's). */
export const PSI_EXPORT: Record<PsiFamily, string> = {
  NonCF: '/api/v1/backlog/export/psi',
  CF: '/api/v1/cf/backlog/export/psi',
  NonTI: '/api/v2/gb/backlog/export/psi',
  VSR: '/api/v2/gb/backlog/vsr/export/psi',
};

export type PsiPeriod = 'week' | 'month';
export type PsiSortColumn = 'CPN' | 'MPN' | 'Manufacturer' | 'BG' | 'BU' | 'EC_Code' | 'Plant' | 'SLOC' | 'on_hands' | 'on_ways' | 'totalDemand' | 'totalESD' | 'status';
export const PSI_SORTS: PsiSortColumn[] = ['CPN', 'MPN', 'Manufacturer', 'BG', 'BU', 'EC_Code', 'Plant', 'SLOC', 'on_hands', 'on_ways', 'totalDemand', 'totalESD', 'status'];

/** The spec's parameters (001 s9 and R30's defaults: rule 5, size 10, week, asc, json). */
export const PSI_DEFAULTS = { rule: 5 as PsiRule, page: 1, size: 10, period: 'week' as PsiPeriod, order: 'asc' as 'asc' | 'desc', type: 'json' as 'json' | 'excel', week_count: 16 };
/** The spreadsheet export asks for every row (R25). */
export const PSI_EXPORT_SIZE = 999999;
/** Weeks a PSI looks ahead. */
export const PSI_WEEKS = 52;

export const PSI_PARAMS = ['userIds', 'date', 'rule', 'page', 'size', 'keyword', 'bg', 'swap_status', 'type', 'synchronization', 'realtime_inventory', 'backlog_date', 'period', 'esd_sort', 'sort', 'order', 'forecast_no', 'backlog_no', 'status', 'week_count', 'key', 'at'] as const;

/** One block of a row (current or previous): the forecast number it reads and every period. */
export interface PsiBlock {
  /** The forecast number(s) the block reads ("F-…"; several BGs' latest joined by ","), null when none. */
  no: string | null;
  totalDemand: string;
  totalESD: string;
  outcome: PsiCell[];
}

/** One PSI row (002's PSI row fields) with its current and previous blocks. */
export interface PsiRow {
  /** The row's grouping key (stable across pages, used by explain). */
  key: string;
  CPN: string | null;
  MPN: string;
  Manufacturer: string | null;
  SLOC: string | null;
  MPQ: string | null;
  BG: string | null;
  BU: string | null;
  Plant: string | null;
  EC_Code: string | null;
  EC_Name: string | null;
  Biz_Type: string | null;
  on_hands: string;
  on_ways: string;
  current: PsiBlock;
  previous: PsiBlock | null;
  colour: PsiColour;
  status: PsiStatus;
  firstNegative: number | null;
}

/** What a PSI page was computed from. */
export interface PsiSource {
  forecastNos: string[];
  backlogNo: string | null;
  backlogDate: string | null;
}

export interface PsiPage {
  list: PsiRow[];
  total: number;
  page: number;
  size: number;
  rule: PsiRule;
  period: PsiPeriod;
  periods: string[];
  balanceColumnIndex: number;
  current: PsiSource;
  previous: PsiSource;
}

/** One line that makes up a period of a row's balance (explain). */
export interface PsiExplainLine {
  kind: 'stock' | 'forecast' | 'backlog_request' | 'backlog_esd' | 'swap' | 'or';
  /** Forecast number / backlog number / SLOC code / the swap's other forecast / OR number. */
  ref: string;
  /** Forecast item, backlog or OR line number, bag group for stock, #id of a swap. */
  line: string | null;
  /** The order number (backlog lines). */
  order_no: string | null;
  date: string | null;
  qty: string;
}

export interface PsiExplain {
  key: string;
  period: string;
  lines: PsiExplainLine[];
  /** The balance brought in: the stock (first period) or the period before's balance. */
  opening: string;
  demand: string;
  esd: string;
  balance: string;
}

/** `PSI_{date}_{bg or ALL}_BLK-{date}.xlsx` (R25). */
export const psiFileName = (date: string, bg: string | undefined, backlogDate: string) => `PSI_${date}_${bg || 'ALL'}_BLK-${backlogDate}.xlsx`;

// ---- the OR PSI (/my/ORs/inverntorypsi, /my/ORs/backlog, /my/ORs/backlog/psi/{no}) ----------------

/** The buyer's OR screens (routes.json suggests manage-purchase-order, as /my/ORs/list). */
export const OR_PSI_ACCESS: AccessRule = { permissions: ['manage-purchase-order'] };
/** Who sees every buyer's ORs, not only their own (as the My ORs list). */
export const OR_SEE_ALL = 'manage-or';
export const OR_PSI = { list: '/api/v1/psi/or/list', inventory: '/api/v1/psi/or/inventory', backlog: '/api/v1/psi/or/backlog' } as const;
export const OR_PSI_PARAMS = ['date', 'page', 'size', 'keyword', 'period', 'status', 'sort', 'order', 'no'] as const;

/** One open OR of the OR backlog: its lines still to arrive and the PSI status of its parts. */
export interface OrBacklogRow {
  id: number;
  or_no: string;
  vendor: string;
  or_date: string | null;
  lines: number;
  qty: string;
  first_date: string | null;
  /** How many of its parts fall in each status (today's OR PSI). */
  shortage: number;
  warning: number;
  watch: number;
  covered: number;
}
