// Limitation calls beyond the declared ones (list, create, PUT/DELETE {id}, months, PUT finish):
//   GET /api/v2/limitation/report?page&size&keyword&status  -> { list, total, page, size } (view-limitation)
//   GET /api/v2/limitation/report/{id}                      -> the row with its months
//   PUT /api/v2/limitation/report/{id}  { version, months: [{ id, used_qty, comment }] } (manage-limitation):
//       the used quantities recorded, checked by row, all or nothing; 409 when stale or finished
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { LIMITATION_REPORT_ACCESS } from '../../../../src/resources/management/limitation/model/wire';
import { utf8Length, type Locale } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { t } from '../../../http/messages';
import { bodyVersion, one, queryError, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { ImportProblems } from '../../../importExport/problems';
import { records } from '../../../records/recordService';
import { jsonBody, pathId } from '../../../records/request';
import type { TransitionEffect } from '../../../records/transitionEffects';
import { countReport, monthsOf, pageReport } from './reportQuery';
import { limWords } from './words';

/** Finishing stamps the moment, in the transition's transaction. */
export const finishEffect: TransitionEffect = async (trx, { row }) => {
  await sql`update limitation set finished_at = now() where id = ${row.id}`.execute(trx);
};

interface UsageLine { id: number; used_qty: number; comment: string | null }

function usageLines(body: Record<string, unknown>, known: Set<number>, locale: Locale): UsageLine[] {
  if (!Array.isArray(body.months)) throw new ApiError(400, limWords(locale, 'monthsMissing'), [{ field: 'months', message: limWords(locale, 'monthsMissing') }]);
  const problems = new ImportProblems(locale);
  const out = body.months.map((raw: unknown, i: number) => {
    const line = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const id = Number(line.id);
    const used = line.used_qty === null || line.used_qty === undefined || line.used_qty === '' ? 0 : Number(line.used_qty);
    const comment = typeof line.comment === 'string' && line.comment.trim() ? line.comment.trim() : null;
    if (!known.has(id)) problems.add(i + 1, `months.${i}.id`, limWords(locale, 'monthUnknown', { id: String(line.id) }));
    if (!Number.isSafeInteger(used) || used < 0) problems.add(i + 1, `months.${i}.used_qty`, limWords(locale, 'usedBad'));
    if (comment && utf8Length(comment) > 250) problems.add(i + 1, `months.${i}.comment`, limWords(locale, 'commentLong'));
    return { id, used_qty: used, comment };
  });
  if (problems.any) throw problems.toError();
  return out;
}

function filterOf(req: FastifyRequest) {
  const query = req.query as Record<string, unknown>;
  const status = one(query.status);
  if (status && status !== 'active' && status !== 'finished') throw queryError(req.locale, 'status', limWords(req.locale, 'statusBad'));
  return { keyword: queryText(req.locale, 'keyword', query.keyword), status: status || undefined };
}

export function registerLimitationRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('limitation');
  const what = () => 'limitation report';
  const read = access({ rule: LIMITATION_REPORT_ACCESS, action: 'read', what });
  const write = access({ rule: LIMITATION_REPORT_ACCESS, action: 'write', what });
  const detail = async (id: number, locale: Locale) => {
    const [row] = await pageReport(ctx.db, { id }, 1, 0);
    if (!row) throw new ApiError(404, limWords(locale, 'notFound', { id: String(id) }));
    return { ...row, months: await monthsOf(ctx.db, id) };
  };

  app.get('/api/v2/limitation/report', read, async (req) => {
    const filter = filterOf(req);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    return ok({ list: await pageReport(ctx.db, filter, size, (page - 1) * size), total: await countReport(ctx.db, filter), page, size });
  });

  app.get('/api/v2/limitation/report/:id', read, async (req) => ok(await detail(pathId(req, 'id'), req.locale)));

  app.put('/api/v2/limitation/report/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = jsonBody(req);
    const version = bodyVersion(locale, body.version);
    if (version === undefined) throw new ApiError(400, t(locale, 'versionMissing'), [{ field: 'version', message: t(locale, 'versionMissing') }]);
    await writeTransaction(ctx.db, async (trx) => {
      // Locks the record, refuses a finished or stale one (409), bumps the version and logs the event.
      await records(req, decl, trx).update(id, {}, { version, reason: 'report usage' });
      const known = new Set((await sql<{ id: number }>`select id from limitation_month where limitation_id = ${id}`.execute(trx)).rows.map((r) => Number(r.id)));
      for (const line of usageLines(body, known, locale)) {
        await sql`update limitation_month set used_qty = ${line.used_qty}, comment = ${line.comment} where id = ${line.id} and limitation_id = ${id}`.execute(trx);
      }
    });
    return ok(await detail(id, locale));
  });
}
