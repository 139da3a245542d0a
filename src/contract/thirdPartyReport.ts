// The third-party report's wire: paths, rule and rows, shared by the screen and the server
// (plain TypeScript, no React, so the server may import it).
import type { AccessRule } from '../schema';

/** Role OP only (routes.json: /system/thirdPartyReport "role OP only"), like the mars tools. */
export const THIRD_PARTY_REPORT_ACCESS: AccessRule = { permissions: [], roles: ['OP'] };

export const THIRD_PARTY_REPORT_BASE = '/api/v1/thirdPartyReport';
export const THIRD_PARTY_PROBLEMS_PATH = `${THIRD_PARTY_REPORT_BASE}/problems`;
export const THIRD_PARTY_EXPORT_PATH = `${THIRD_PARTY_REPORT_BASE}/export`;

/** The longest period one report covers, in days. */
export const MAX_PERIOD_DAYS = 366;
/** The most failed or pending items one drill-down lists. */
export const MAX_PROBLEMS = 500;

export const PARTY_TYPES = ['edi', 'sap', '3pl', 'mail'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];
export type Direction = 'in' | 'out';
export type ProblemState = 'failed' | 'pending';

/** One party and message kind over the period. */
export interface ThirdPartySummaryRow {
  party_type: PartyType;
  party: string;
  kind: string;
  direction: Direction;
  total: number;
  failed: number;
  pending: number;
  last_at: string | null;
}

export interface ThirdPartySummary {
  from: string;
  to: string;
  list: ThirdPartySummaryRow[];
}

/** One failed or pending item: what it is, where it comes from and why it needs a look. */
export interface ThirdPartyProblemRow {
  party_type: PartyType;
  party: string;
  kind: string;
  direction: Direction;
  state: ProblemState;
  source: string;
  ref: string | null;
  at: string;
  reason: string | null;
}

export interface ThirdPartyProblems {
  list: ThirdPartyProblemRow[];
  /** More matched than MAX_PROBLEMS: the oldest were left off. */
  truncated: boolean;
}
