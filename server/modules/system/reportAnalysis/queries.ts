// Reading and writing reports with their viewers; writes run in one transaction, checked by version.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { ReportDefinition, UserReports } from '../../../../src/resources/system/reportAnalysis/model/wire';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import type { ReportInput } from './input';
import { reportText } from './messages';

type Db = Kysely<DB> | Transaction<DB>;

/** Every report, or one, with its listed viewers, in the screen's order. */
export async function readReports(db: Db, id?: number): Promise<ReportDefinition[]> {
  let q = db.selectFrom('report_analysis').selectAll().orderBy('sort_order').orderBy('code');
  if (id !== undefined) q = q.where('id', '=', id);
  const reports = await q.execute();
  if (!reports.length) return [];
  const links = await db
    .selectFrom('report_analysis_user as ru')
    .innerJoin('users as u', 'u.id', 'ru.user_id')
    .select(['ru.report_id', 'u.id', 'u.name', 'u.nick_name'])
    .where('ru.report_id', 'in', reports.map((r) => r.id))
    .orderBy('u.name')
    .execute();
  return reports.map((r) => {
    const users = links.filter((l) => Number(l.report_id) === Number(r.id)).map((l) => ({ id: Number(l.id), name: l.name, nick_name: l.nick_name }));
    return {
      id: Number(r.id), version: r.version, code: r.code, name_en: r.name_en, name_zh: r.name_zh,
      kind: r.kind as ReportDefinition['kind'], chart: r.chart as ReportDefinition['chart'], description: r.description,
      enabled: r.enabled, audience: r.audience as ReportDefinition['audience'], sort_order: r.sort_order,
      user_ids: users.map((u) => u.id), users, updated_at: new Date(r.updated_at).toISOString(), updated_by: r.updated_by,
    };
  });
}

async function checkUsers(trx: Db, locale: Locale, ids: number[]) {
  if (!ids.length) return;
  const found = new Set((await trx.selectFrom('users').select('id').where('id', 'in', ids).execute()).map((u) => Number(u.id)));
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length) {
    const message = reportText(locale, 'unknownUsers', { ids: missing.join(', ') });
    throw new ApiError(400, message, [{ field: 'user_ids', message }]);
  }
}

async function checkCode(trx: Db, locale: Locale, code: string, id?: number) {
  let q = trx.selectFrom('report_analysis').select('id').where(sql<boolean>`upper(code) = ${code}`);
  if (id !== undefined) q = q.where('id', '<>', id);
  if (await q.executeTakeFirst()) {
    const message = reportText(locale, 'codeTaken', { code });
    throw new ApiError(400, message, [{ field: 'code', message }]);
  }
}

const columns = (r: ReportInput) => ({
  code: r.code, name_en: r.name_en, name_zh: r.name_zh, kind: r.kind, chart: r.chart,
  description: r.description, enabled: r.enabled, audience: r.audience, sort_order: r.sort_order,
});

async function setViewers(trx: Db, reportId: number, userIds: number[]) {
  await trx.deleteFrom('report_analysis_user').where('report_id', '=', reportId).execute();
  if (userIds.length) await trx.insertInto('report_analysis_user').values(userIds.map((user_id) => ({ report_id: reportId, user_id }))).execute();
}

export async function createReport(db: Kysely<DB>, locale: Locale, input: ReportInput, by: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await checkCode(trx, locale, input.code);
    await checkUsers(trx, locale, input.user_ids);
    // Taken between the check and the insert by a racing create: the unique index answers, as a 409.
    const row = await trx.insertInto('report_analysis').values({ ...columns(input), created_by: by, updated_by: by }).returning('id').executeTakeFirstOrThrow();
    await setViewers(trx, Number(row.id), input.user_ids);
    return Number(row.id);
  });
}

/** Replaces the report and its viewers; `version` when sent must be the stored one (409 otherwise). */
export async function updateReport(db: Kysely<DB>, locale: Locale, id: number, input: ReportInput, version: number | undefined, by: string) {
  await db.transaction().execute(async (trx) => {
    const stored = await trx.selectFrom('report_analysis').select(['id', 'version']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw new ApiError(404, reportText(locale, 'notFound', { id: String(id) }));
    if (version !== undefined && version !== stored.version) throw new ApiError(409, reportText(locale, 'stale'));
    await checkCode(trx, locale, input.code, id);
    await checkUsers(trx, locale, input.user_ids);
    await trx.updateTable('report_analysis').set({ ...columns(input), version: stored.version + 1, updated_by: by, updated_at: new Date() }).where('id', '=', id).execute();
    await setViewers(trx, id, input.user_ids);
  });
}

export async function deleteReport(db: Kysely<DB>, locale: Locale, id: number) {
  const gone = await db.deleteFrom('report_analysis').where('id', '=', id).executeTakeFirst();
  if (!gone.numDeletedRows) throw new ApiError(404, reportText(locale, 'notFound', { id: String(id) }));
}

/** Reports a user sees: enabled, and shown to all or listing them. The caller checks view-report-analysis. */
export async function shownTo(db: Db, userId: number): Promise<ReportDefinition[]> {
  const listed = new Set((await db.selectFrom('report_analysis_user').select('report_id').where('user_id', '=', userId).execute()).map((r) => Number(r.report_id)));
  return (await readReports(db)).filter((r) => r.enabled && (r.audience === 'all' || listed.has(r.id)));
}

/** One user's view: which reports they would see, and whether they hold view-report-analysis at all. */
export async function userReports(db: Db, locale: Locale, userId: number, mayView: boolean): Promise<UserReports> {
  const user = await db.selectFrom('users').select(['id', 'name', 'nick_name']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new ApiError(404, reportText(locale, 'userNotFound', { id: String(userId) }));
  const shown = new Set((await shownTo(db, userId)).map((r) => r.id));
  const reports = (await readReports(db)).map((r) => ({ id: r.id, code: r.code, name_en: r.name_en, name_zh: r.name_zh, enabled: r.enabled, audience: r.audience, shown: mayView && shown.has(r.id) }));
  return { user: { id: Number(user.id), name: user.name, nick_name: user.nick_name, may_view: mayView }, reports };
}
