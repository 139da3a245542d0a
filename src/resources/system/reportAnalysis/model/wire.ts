// What the browser and the server share of report analysis: the access rules of its calls, the
// report kinds the product computes (each one query on the server, reportAnalysis/figures.ts) and
// the wire shapes. docs/domain/management.md (Report analysis) has the model.
import type { AccessRule, Label } from '../../../../schema/types';

/** /system/ReportAnalysis and the calls that change reports or read who sees them. */
export const MANAGE_REPORT_ACCESS: AccessRule = { permissions: ['manage-report-analysis'] };
/** /reportAnalysis, the header link, and a report's figures (only reports shown to the caller). */
export const VIEW_REPORT_ACCESS: AccessRule = { permissions: ['view-report-analysis'] };

export const CHART_TYPES = ['line', 'bar'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
/** Who sees a report: every holder of view-report-analysis, or only the users listed. */
export const AUDIENCES = ['all', 'users'] as const;
export type Audience = (typeof AUDIENCES)[number];

const l = (en: string, zh: string): Label => ({ en, zh });

/** The figures the product can chart: a source, a measure and the category it is split by. */
export const REPORT_KINDS = {
  po_amount_by_month: { label: l('Purchase order amount by month', '采购订单金额（按月）'), chart: 'line', category: 'month' },
  po_amount_by_bg: { label: l('Purchase order amount by BG', '采购订单金额（按事业群）'), chart: 'bar', category: 'bg' },
  co_amount_by_month: { label: l('Customer order amount by month', '客户订单金额（按月）'), chart: 'line', category: 'month' },
  co_amount_by_bg: { label: l('Customer order amount by BG', '客户订单金额（按事业群）'), chart: 'bar', category: 'bg' },
  asn_amount_by_month: { label: l('Shipped ASN amount by month', '已发货 ASN 金额（按月）'), chart: 'line', category: 'month' },
} as const satisfies Record<string, { label: Label; chart: ChartType; category: 'month' | 'bg' }>;
export type ReportKind = keyof typeof REPORT_KINDS;
export const REPORT_KIND_NAMES = Object.keys(REPORT_KINDS) as ReportKind[];

/** Byte caps of a report's texts (UTF-8, as the spec caps text). */
export const REPORT_CAPS = { code: 40, name: 100, description: 500 } as const;

/** One report as GET /api/v2/report-analysis answers it (and POST/PUT take it). */
/** What a caller sends to create or change a report (the server checks it field by field). */
export interface ReportInput {
  code: string;
  name_en: string;
  name_zh: string;
  kind: ReportKind;
  chart: ChartType;
  description: string | null;
  enabled: boolean;
  audience: Audience;
  sort_order: number;
  user_ids: number[];
}

export interface ReportDefinition extends ReportInput {
  id: number;
  version: number;
  users: { id: number; name: string; nick_name: string | null }[];
  updated_at: string;
  updated_by: string | null;
}

/** GET /api/v2/report-analysis/user?user_id=: one user's view of the reports. */
export interface UserReports {
  user: { id: number; name: string; nick_name: string | null; may_view: boolean };
  reports: { id: number; code: string; name_en: string; name_zh: string; enabled: boolean; audience: Audience; shown: boolean }[];
}

/** One point: a category (a month `YYYY-MM` or a BG name), a series (the currency) and its figures. */
export interface FigureRow {
  category: string;
  series: string;
  /** Exact decimal string, 2 places. */
  amount: string;
  count: number;
}

/** GET /api/v2/report-analysis/{id}/figures?from=YYYY-MM&to=YYYY-MM. */
export interface ReportFigures {
  report: Pick<ReportDefinition, 'id' | 'code' | 'name_en' | 'name_zh' | 'kind' | 'chart' | 'description'>;
  from: string;
  to: string;
  categories: string[];
  series: string[];
  rows: FigureRow[];
}
