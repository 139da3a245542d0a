// The PSI query's parameters (001 s9; R30's defaults: rule 5, size 10, week, asc, json), read once
// for every PSI call: a bad value is a 400 naming it.
import type { FastifyRequest } from 'fastify';
import { isIsoDate } from '../../../../src/schema/storable';
import { PSI_STATUSES, type PsiStatus } from '../../../../src/contract/psi/engine';
import { DEFAULT_RULE, isRule, type PsiRule } from '../../../../src/contract/psi/rules';
import { PSI_DEFAULTS, PSI_EXPORT_SIZE, PSI_PARAMS, PSI_SORTS, type PsiPeriod, type PsiSortColumn } from '../../../../src/contract/psi/types';
import { one, queryError, queryIds, queryPaging, queryText } from '../../../http/params';
import { businessToday } from '../../../time/businessDay';
import { psiText } from './messages';

export interface PsiQuery {
  userIds?: number[];
  date: string;
  rule: PsiRule;
  page: number;
  size: number;
  keyword?: string;
  bg?: string;
  swapStatus?: string;
  type: 'json' | 'excel';
  synchronization: boolean;
  realtimeInventory: boolean;
  backlogDate?: string;
  period: PsiPeriod;
  esdSort?: 'asc' | 'desc';
  sort?: PsiSortColumn;
  order: 'asc' | 'desc';
  forecastNo?: string;
  backlogNo?: string;
  status?: PsiStatus;
  weekCount: number;
  /** explain: the row key and the period's first day. */
  key?: string;
  at?: string;
}

const ACCEPTED = PSI_PARAMS.join(', ');

export function readPsiQuery(req: FastifyRequest, opts: { export?: boolean } = {}): PsiQuery {
  const locale = req.locale;
  const q = req.query as Record<string, unknown>;
  const unknown = Object.keys(q).find((k) => !(PSI_PARAMS as readonly string[]).includes(k));
  if (unknown) throw queryError(locale, unknown, psiText(locale, 'param', ACCEPTED));
  const text = (name: string) => queryText(locale, name, q[name]);
  const oneOf = <T extends string>(name: string, allowed: readonly T[], why: string): T | undefined => {
    const v = text(name);
    if (v === undefined) return undefined;
    if (!allowed.includes(v as T)) throw queryError(locale, name, why);
    return v as T;
  };
  const date = (name: string) => {
    const v = text(name);
    if (v !== undefined && !isIsoDate(v)) throw queryError(locale, name, psiText(locale, 'date'));
    return v;
  };
  const flag = (name: string, fallback: boolean) => {
    const v = oneOf(name, ['0', '1', 'true', 'false'] as const, psiText(locale, 'flag'));
    return v === undefined ? fallback : v === '1' || v === 'true';
  };
  const ruleText = text('rule');
  if (ruleText !== undefined && !isRule(ruleText)) throw queryError(locale, 'rule', psiText(locale, 'rule'));
  const weekText = one(q.week_count);
  const weekCount = weekText === undefined || weekText === '' ? PSI_DEFAULTS.week_count : Number(weekText);
  if (!/^\d{1,2}$/.test(String(weekCount)) || weekCount < 1 || weekCount > 52) throw queryError(locale, 'week_count', psiText(locale, 'weekCount'));
  const paging = opts.export ? { page: 1, size: PSI_EXPORT_SIZE } : queryPaging(locale, q, PSI_EXPORT_SIZE, PSI_DEFAULTS.size);
  return {
    userIds: queryIds(locale, 'userIds', q.userIds),
    date: date('date') ?? businessToday(),
    rule: ruleText !== undefined ? (Number(ruleText) as PsiRule) : DEFAULT_RULE,
    ...paging,
    keyword: text('keyword'),
    bg: text('bg')?.toUpperCase(),
    swapStatus: oneOf('swap_status', ['pending', 'agreed', 'refused'] as const, psiText(locale, 'swapStatus')),
    type: opts.export ? 'excel' : (oneOf('type', ['json', 'excel'] as const, psiText(locale, 'type')) ?? PSI_DEFAULTS.type),
    synchronization: flag('synchronization', false),
    realtimeInventory: flag('realtime_inventory', true),
    backlogDate: date('backlog_date'),
    period: oneOf('period', ['week', 'month'] as const, psiText(locale, 'period')) ?? PSI_DEFAULTS.period,
    esdSort: oneOf('esd_sort', ['asc', 'desc'] as const, psiText(locale, 'order')),
    sort: oneOf('sort', PSI_SORTS, psiText(locale, 'sort', PSI_SORTS.join(', '))),
    order: oneOf('order', ['asc', 'desc'] as const, psiText(locale, 'order')) ?? PSI_DEFAULTS.order,
    forecastNo: text('forecast_no'),
    backlogNo: text('backlog_no'),
    status: oneOf('status', PSI_STATUSES, psiText(locale, 'status')),
    weekCount,
    key: text('key'),
    at: date('at'),
  };
}
