// Lead-time task calls beyond the generic list and create (base /api/v2/leadtime-task). Reading
// with the screen's rule (manager or viewer), writing with the manager's only:
//   GET    /api/v2/leadtime/{id}          the task with its parts (the generic lines answer)
//   DELETE /api/v2/leadtime/{id}          delete a task not yet confirmed
//   GET    /api/v2/leadtime/export/{id}   the parts as .xlsx
//   PUT    /api/v2/leadtime/save/{id}     { version, items: [{ id, final_weeks, remark }] } -> saved
//   PUT    /api/v2/leadtime/confirm/{id}  { version } a saved task -> confirmed; every part's final
//                                         lead time is written to the material master, all or nothing
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { utf8Length, type Locale } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { ImportProblems } from '../../../importExport/problems';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, pathId } from '../../../records/request';
import { t } from '../../../http/messages';
import { forward } from '../../../http/forward';
import { lockOpenTask } from './taskLock';
import { registerLeadTimeUploads } from './upload';
import { lw } from './words';

function versionOf(req: FastifyRequest, locale: Locale): number {
  const version = bodyVersion(locale, jsonBody(req).version);
  if (version === undefined) throw new ApiError(400, t(locale, 'versionMissing'), [{ field: 'version', message: t(locale, 'versionMissing') }]);
  return version;
}

interface SaveItem { id: number; final_weeks: number | null; remark: string | null }

/** The items sent, each checked; problems by row (the item's place in the list, from 1). */
function checkItems(body: Record<string, unknown>, known: Set<number>, locale: Locale): SaveItem[] {
  if (!Array.isArray(body.items)) throw new ApiError(400, lw(locale, 'itemsMissing'), [{ field: 'items', message: lw(locale, 'itemsMissing') }]);
  const problems = new ImportProblems(locale);
  const out: SaveItem[] = [];
  body.items.forEach((raw: unknown, i: number) => {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const id = Number(item.id);
    const weeks = item.final_weeks === null || item.final_weeks === undefined || item.final_weeks === '' ? null : Number(item.final_weeks);
    const remark = typeof item.remark === 'string' ? item.remark : null;
    if (!known.has(id)) problems.add(i + 1, `items.${i}.id`, lw(locale, 'itemUnknown', { id: String(item.id) }));
    if (weeks !== null && (!Number.isInteger(weeks) || weeks < 0 || weeks > 104)) problems.add(i + 1, `items.${i}.final_weeks`, lw(locale, 'weeksBad'));
    if (remark && utf8Length(remark) > 250) problems.add(i + 1, `items.${i}.remark`, lw(locale, 'remarkLong'));
    out.push({ id, final_weeks: weeks, remark });
  });
  if (problems.any) throw problems.toError();
  return out;
}

export function registerLeadTimeRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const task = getResource('leadtime_task');
  const read = access(declAccess(task, 'read'));
  const write = access(declAccess(task, 'write'));

  app.get('/api/v2/leadtime/:id', read, (req, reply) => forward(app, req, reply, 'GET', `${task.api.base}/${pathId(req, 'id')}/lines`));

  app.delete('/api/v2/leadtime/:id', write, async (req) => {
    const id = pathId(req, 'id');
    await writeTransaction(ctx.db, async (trx) => {
      await lockOpenTask(trx, req, id);
      await records(req, task, trx).remove(id);
    });
    return ok({ id });
  });

  app.get('/api/v2/leadtime/export/:id', read, async (req, reply) => {
    const id = pathId(req, 'id');
    const head = (await sql<{ task_no: string }>`select task_no from leadtime_task where id = ${id}`.execute(ctx.db)).rows[0];
    if (!head) throw new ApiError(404, t(req.locale, 'notFound', { what: 'lead-time task', id: String(id) }));
    const rows = await sql<{ mpn: string; current_weeks: number | null; costbook_weeks: number | null; ti_weeks: number | null; final_weeks: number | null; remark: string | null }>`
      select m.mpn, i.current_weeks, i.costbook_weeks, i.ti_weeks, i.final_weeks, i.remark
      from leadtime_item i join material m on m.id = i.material_id where i.leadtime_task_id = ${id} order by m.mpn`.execute(ctx.db);
    const zh = req.locale === 'zh-CN';
    const header = zh ? ['原厂料号', '当前（周）', '成本手册（周）', 'TI（周）', '最终（周）', '备注'] : ['MPN', 'Current (weeks)', 'Cost book (weeks)', 'TI (weeks)', 'Final (weeks)', 'Remark'];
    const data = writeXlsx(header, rows.rows.map((r) => [r.mpn, r.current_weeks, r.costbook_weeks, r.ti_weeks, r.final_weeks, r.remark ?? '']), 'Lead time');
    const name = `leadtime_${head.task_no}_${new Date().toISOString().slice(0, 10).replaceAll('-', '_')}.xlsx`;
    return sendWorkbook(reply, name, data);
  });

  app.put('/api/v2/leadtime/save/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const version = versionOf(req, locale);
    const row = await writeTransaction(ctx.db, async (trx) => {
      await lockOpenTask(trx, req, id);
      const known = new Set((await sql<{ id: number }>`select id from leadtime_item where leadtime_task_id = ${id}`.execute(trx)).rows.map((r) => Number(r.id)));
      const items = checkItems(jsonBody(req), known, locale);
      for (const item of items) {
        await sql`update leadtime_item set final_weeks = ${item.final_weeks}, remark = ${item.remark} where id = ${item.id} and leadtime_task_id = ${id}`.execute(trx);
      }
      return records(req, task, trx).update(id, { status: 'saved' }, { version, reason: 'save' });
    });
    return ok(await records(req, task, ctx.db).answer(row));
  });

  app.put('/api/v2/leadtime/confirm/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const version = versionOf(req, locale);
    const row = await writeTransaction(ctx.db, async (trx) => {
      const current = await lockOpenTask(trx, req, id);
      if (current.version !== version) return records(req, task, trx).update(id, {}, { version }); // the stale answer (409)
      const items = (await sql<{ mpn: string; final_weeks: number | null }>`select m.mpn, i.final_weeks from leadtime_item i join material m on m.id = i.material_id where i.leadtime_task_id = ${id} order by m.mpn`.execute(trx)).rows;
      if (!items.length) throw new ApiError(409, lw(locale, 'noItems'));
      if (current.status !== 'saved') throw new ApiError(409, lw(locale, 'notSaved'));
      const missing = items.filter((i) => i.final_weeks === null).map((i) => i.mpn);
      if (missing.length) throw new ApiError(409, lw(locale, 'finalMissing', { items: missing.slice(0, 20).join(', ') }));
      await sql`update material m set lead_time_weeks = i.final_weeks, version = m.version + 1, updated_at = now(), updated_by = ${req.user!.name}
        from leadtime_item i where i.leadtime_task_id = ${id} and m.id = i.material_id and m.lead_time_weeks is distinct from i.final_weeks`.execute(trx);
      return records(req, task, trx).update(id, { status: 'confirmed' }, { version, reason: 'confirm' });
    });
    return ok(await records(req, task, ctx.db).answer(row));
  });

  registerLeadTimeUploads(app, ctx);
}
