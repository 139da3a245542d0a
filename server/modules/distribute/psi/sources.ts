// Which forecasts and backlogs a PSI reads (docs/domain/planning-psi.md, "Current and previous"):
//   by date      current: each BG's latest forecast version dated on or before `date`; previous: the
//                version before it. Backlog: the family's latest dated on or before `backlog_date`
//                (default `date`); previous: the one before.
//   by number    `forecast_no` (one BG's version) and `backlog_no`, each with the one before.
// A BG filter and the callers' BG scope (userIds) narrow the forecasts.
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { psiText } from './messages';
import type { PsiQuery } from './params';

export interface PsiSources {
  family: 'noncf' | 'cf' | 'nonti';
  vsr: boolean;
  current: { forecastIds: number[]; forecastNos: string[]; backlogId: number | null; backlogNo: string | null; backlogDate: string | null };
  previous: { forecastIds: number[]; forecastNos: string[]; backlogId: number | null; backlogNo: string | null; backlogDate: string | null };
  /** BG ids the rows are limited to (the userIds' data scope), undefined: every BG. */
  bgScope?: number[];
}

type ForecastRow = { id: number; no: string; bg_id: number; version_no: number };
type BacklogRow = { id: number; no: string; backlog_date: string };

export async function resolveSources(db: Kysely<DB>, locale: Locale, family: PsiSources['family'], vsr: boolean, q: PsiQuery): Promise<PsiSources> {
  const bgScope = q.userIds?.length ? await scopeOf(db, q.userIds) : undefined;
  const bgFilter = q.bg ? sql`and f.bg_id in (select id from bg where code = ${q.bg})` : sql``;
  const scopeFilter = bgScope ? (bgScope.length ? sql`and f.bg_id in (${sql.join(bgScope)})` : sql`and false`) : sql``;
  let current: ForecastRow[];
  if (q.forecastNo) {
    current = (await sql<ForecastRow>`select id::int, no, bg_id::int, version_no from forecast f where family = ${family} and no = ${q.forecastNo}`.execute(db)).rows;
    if (!current.length) throw new ApiError(404, psiText(locale, 'noForecast', q.forecastNo), [{ field: 'forecast_no', message: psiText(locale, 'noForecast', q.forecastNo) }]);
  } else {
    current = (await sql<ForecastRow>`select distinct on (f.bg_id) f.id::int, f.no, f.bg_id::int, f.version_no from forecast f
      where f.family = ${family} and f.forecast_date <= ${q.date} ${bgFilter} ${scopeFilter}
      order by f.bg_id, f.version_no desc`.execute(db)).rows;
  }
  const previous = current.length
    ? (await sql<ForecastRow>`select distinct on (p.bg_id) p.id::int, p.no, p.bg_id::int, p.version_no from forecast p
        join (values ${sql.join(current.map((c) => sql`(${c.bg_id}::bigint, ${c.version_no}::int)`))}) as c(bg_id, version_no)
          on p.bg_id = c.bg_id and p.version_no < c.version_no
        where p.family = ${family} order by p.bg_id, p.version_no desc`.execute(db)).rows
    : [];
  let backlog: BacklogRow | undefined;
  if (q.backlogNo) {
    backlog = (await sql<BacklogRow>`select id::int, no, backlog_date::text from backlog where family = ${family} and no = ${q.backlogNo}`.execute(db)).rows[0];
    if (!backlog) throw new ApiError(404, psiText(locale, 'noBacklog', q.backlogNo), [{ field: 'backlog_no', message: psiText(locale, 'noBacklog', q.backlogNo) }]);
  } else {
    backlog = (await sql<BacklogRow>`select id::int, no, backlog_date::text from backlog where family = ${family} and backlog_date <= ${q.backlogDate ?? q.date}
      order by backlog_date desc, id desc limit 1`.execute(db)).rows[0];
  }
  const before = backlog
    ? (await sql<BacklogRow>`select id::int, no, backlog_date::text from backlog where family = ${family}
        and (backlog_date, id) < (${backlog.backlog_date}::date, ${backlog.id}::bigint) order by backlog_date desc, id desc limit 1`.execute(db)).rows[0]
    : undefined;
  return {
    family,
    vsr,
    bgScope,
    current: { forecastIds: current.map((f) => f.id), forecastNos: current.map((f) => f.no), backlogId: backlog?.id ?? null, backlogNo: backlog?.no ?? null, backlogDate: backlog?.backlog_date ?? null },
    previous: { forecastIds: previous.map((f) => f.id), forecastNos: previous.map((f) => f.no), backlogId: before?.id ?? null, backlogNo: before?.no ?? null, backlogDate: before?.backlog_date ?? null },
  };
}

/** The BGs the users' data scopes open; undefined when one of them is not restricted (every BG). */
async function scopeOf(db: Kysely<DB>, userIds: number[]): Promise<number[] | undefined> {
  const rows = (await sql<{ user_id: number; bg_id: number | null }>`select u.id::int as user_id, s.ref_id::int as bg_id from users u
    left join user_data_scope s on s.user_id = u.id and s.scope = 'bg' where u.id in (${sql.join(userIds)})`.execute(db)).rows;
  if (rows.some((r) => r.bg_id === null)) return undefined;
  return [...new Set(rows.map((r) => Number(r.bg_id)))];
}
