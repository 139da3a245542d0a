// POST /api/v2/leadtime/upload/costbook/{id} and /upload/ti_leadtime/{id}: a sheet of MPN and lead
// time (weeks), read by the import engine's reader (upload rules, zip guard, row cap). Every row is
// checked first and the problems come back by row and column; then, all or nothing, each part's
// line gets that figure, its current master value and a proposed final (the larger of the two files).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { Locale } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import type { UploadedFile } from '../../../http/multipartBody';
import { takesFile } from '../../../http/multipartRoutes';
import { ieText } from '../../../importExport/messages';
import { ImportProblems } from '../../../importExport/problems';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { records } from '../../../records/recordService';
import { declAccess, pathId } from '../../../records/request';
import { storeFile } from '../../shipment/rma/storedFiles';
import { lockOpenTask } from './taskLock';
import { lw } from './words';

const MPN_HEADERS = ['mpn', '原厂料号', 'part number', 'part no.', 'pn'];
const WEEKS_HEADERS = ['lead time (weeks)', 'lead time', 'leadtime', 'lt', 'lt (weeks)', 'weeks', '交期（周）', '交期(周)', '交期'];
const norm = (v: unknown) => String(v ?? '').trim().toLowerCase();

export interface LeadTimeRow { row: number; mpn: string; weeks: number; material_id: number }

/** The file's rows, checked: every problem by row and column, or the rows. */
export async function parseLeadTimeSheet(db: Transaction<DB> | FeatureContext['db'], file: UploadedFile, locale: Locale): Promise<LeadTimeRow[]> {
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const header = sheet.header.map((c) => norm(cellValue(c)));
  const mpnAt = header.findIndex((h) => MPN_HEADERS.includes(h));
  const weeksAt = header.findIndex((h) => WEEKS_HEADERS.includes(h));
  for (const [at, column] of [[mpnAt, 'MPN'], [weeksAt, 'Lead time (weeks)']] as const) {
    if (at < 0) throw new ApiError(400, lw(locale, 'noColumn', { column }), [{ field: 'file', message: lw(locale, 'noColumn', { column }) }]);
  }
  const filled = sheet.rows.filter((r) => r.cells.some((c) => cellValue(c) !== null && String(cellValue(c)).trim() !== ''));
  if (!filled.length) throw new ApiError(400, ieText(locale, 'noRows'), [{ field: 'file', message: ieText(locale, 'noRows') }]);
  const mpns = [...new Set(filled.map((r) => String(cellValue(r.cells[mpnAt]) ?? '').trim()).filter(Boolean))];
  const known = new Map<string, number>();
  for (let i = 0; i < mpns.length; i += 1000) {
    const chunk = mpns.slice(i, i + 1000);
    const rows = await sql<{ id: number; mpn: string }>`select id, mpn from material where mpn in (${sql.join(chunk)})`.execute(db);
    for (const r of rows.rows) known.set(r.mpn, Number(r.id));
  }
  const problems = new ImportProblems(locale);
  const seen = new Map<string, number>();
  const out: LeadTimeRow[] = [];
  for (const r of filled) {
    const mpn = String(cellValue(r.cells[mpnAt]) ?? '').trim();
    const rawWeeks = cellValue(r.cells[weeksAt]);
    const weeks = typeof rawWeeks === 'number' ? rawWeeks : /^\s*\d+\s*$/.test(String(rawWeeks ?? '')) ? Number(rawWeeks) : NaN;
    if (!mpn) problems.add(r.number, 'mpn', lw(locale, 'mpnMissing'));
    else if (!known.has(mpn)) problems.add(r.number, 'mpn', lw(locale, 'mpnUnknown', { mpn }));
    else if (seen.has(mpn)) problems.add(r.number, 'mpn', lw(locale, 'mpnTwice', { mpn, row: seen.get(mpn)! }));
    if (!Number.isInteger(weeks) || weeks < 0 || weeks > 104) problems.add(r.number, 'weeks', lw(locale, 'weeksBad'));
    if (mpn && !seen.has(mpn)) seen.set(mpn, r.number);
    if (mpn && known.has(mpn)) out.push({ row: r.number, mpn, weeks, material_id: known.get(mpn)! });
  }
  if (problems.any) throw problems.toError();
  return out;
}

const COLUMN = { costbook: 'costbook_weeks', ti_leadtime: 'ti_weeks' } as const;
const FILE_FIELD = { costbook: 'costbook_file', ti_leadtime: 'ti_file' } as const;

async function apply(trx: Transaction<DB>, req: FastifyRequest, kind: keyof typeof COLUMN, id: number, rows: LeadTimeRow[], file: UploadedFile) {
  const task = getResource('leadtime_task');
  await lockOpenTask(trx, req, id);
  const column = sql.ref(COLUMN[kind]);
  const other = sql.ref(kind === 'costbook' ? COLUMN.ti_leadtime : COLUMN.costbook);
  for (let i = 0; i < rows.length; i += 500) {
    const values = sql`(values ${sql.join(rows.slice(i, i + 500).map((r) => sql`(${r.material_id}::bigint, ${r.weeks}::int)`))}) as v(material_id, weeks)`;
    // Two statements per 500 parts: add the parts not in the task yet, then give every one its figure,
    // its current master value and a proposed final (the larger of the two files' figures).
    await sql`insert into leadtime_item (leadtime_task_id, material_id, created_by)
      select ${id}, v.material_id, ${req.user!.name} from ${values}
      where not exists (select 1 from leadtime_item i where i.leadtime_task_id = ${id} and i.material_id = v.material_id)`.execute(trx);
    await sql`update leadtime_item i set ${column} = v.weeks, current_weeks = m.lead_time_weeks, final_weeks = greatest(v.weeks, i.${other})
      from ${values} join material m on m.id = v.material_id
      where i.leadtime_task_id = ${id} and i.material_id = v.material_id`.execute(trx);
  }
  const count = Number((await sql<{ n: number }>`select count(*)::int as n from leadtime_item where leadtime_task_id = ${id}`.execute(trx)).rows[0].n);
  const meta = await storeFile(trx, 'leadtime_task', id, kind, file, req.user!.name);
  // New figures reopen a saved task: its finals need a look again.
  return records(req, task, trx).update(id, { [FILE_FIELD[kind]]: meta, item_count: count, status: 'open' }, { reason: `upload ${kind}` });
}

export function registerLeadTimeUploads(app: FastifyInstance, ctx: FeatureContext) {
  const task = getResource('leadtime_task');
  for (const kind of Object.keys(COLUMN) as (keyof typeof COLUMN)[]) {
    app.post(`/api/v2/leadtime/upload/${kind}/:id`, takesFile(declAccess(task, 'write')), async (req) => {
      const id = pathId(req, 'id');
      const locale = req.locale;
      const file = req.upload;
      if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
      await lockOpenTask(ctx.db, req, id, false);
      const rows = await parseLeadTimeSheet(ctx.db, file, locale);
      const row = await writeTransaction(ctx.db, (trx) => apply(trx, req, kind, id, rows, file));
      return ok({ ...(await records(req, task, ctx.db).answer(row)), uploaded: rows.length });
    });
  }
}
