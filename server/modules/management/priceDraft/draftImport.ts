// POST /api/v1/price/draft/import?title=...: a spreadsheet of price lines becomes one new draft of the
// caller's. The file goes through the platform import's steps on the draft's line declaration (upload
// rules, sheet reading, columns by label or name, materials by MPN and end customers by code, every
// field's rule; problems name their row), then the draft and all its lines are written in one
// transaction: all rows or none.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { priceDraft } from '../../../../src/resources/management/priceDraft/model/priceDraft';
import { PRICE_DRAFT_IMPORT } from '../../../../src/resources/management/priceDraft/model/priceDraftRules';
import { kindOf, lineDeclaration, validateRecord } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { guardOf } from '../../../fields/guard';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { type FindDeclaration } from '../../../importExport/columns';
import { planImport, type ImportRecord } from '../../../importExport/importRows';
import { ImportProblems } from '../../../importExport/problems';
import { readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { records } from '../../../records/recordService';
import { declAccess } from '../../../records/request';
import { draftText } from './messages';

const CHUNK = 5000;
const items = () => lineDeclaration(priceDraft, 'items');

function titleOf(req: FastifyRequest, fallback: string): string {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const title = typeof q.title === 'string' ? q.title.trim() : '';
  return title || fallback.replace(/\.(xlsx|xls|csv)$/i, '');
}

/**
 * The lines in a few statements: each chunk is one jsonb parameter expanded by jsonb_to_recordset with
 * the columns' own types, instead of one bound parameter per cell (the import's hot path).
 */
async function writeLines(trx: Transaction<DB>, draftId: number, records: ImportRecord[], user: string) {
  const decl = items();
  const fields = Object.keys(decl.fields).filter((f) => f !== 'line_no');
  const columns = sql.join(fields.map((f) => sql`${sql.ref(f)} ${sql.raw(kindOf(decl.fields[f]).column(decl.fields[f]).type)}`));
  const names = sql.join(fields.map((f) => sql.ref(f)));
  for (let start = 0; start < records.length; start += CHUNK) {
    const rows = records.slice(start, start + CHUNK).map((r, i) => {
      const values: Record<string, unknown> = { line_no: start + i + 1 };
      for (const f of fields) values[f] = r.values[f] ?? null;
      values.fb ??= false;
      values.currency ??= 'USD';
      return values;
    });
    await sql`insert into price_draft_item (draft_id, line_no, ${names}, created_by)
      select ${draftId}, x.line_no, ${sql.join(fields.map((f) => sql.ref(`x.${f}`)))}, ${user}
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(line_no integer, ${columns})`.execute(trx);
  }
}

export function registerDraftImportRoute(app: FastifyInstance, ctx: FeatureContext) {
  const byName = new Map(ctx.resources.map((r) => [r.name, r]));
  const find: FindDeclaration = (name) => byName.get(name);
  app.post(PRICE_DRAFT_IMPORT, takesFile(declAccess(priceDraft, 'write')), async (req) => {
    const locale = req.locale;
    const file = req.upload;
    if (!file) throw new ApiError(400, draftText(locale, 'fileMissing'), [{ field: 'file', message: draftText(locale, 'fileMissing') }]);
    const sheet = readSheet(file.data, checkUpload(file, locale), locale);
    const plan = await planImport(ctx.db, items(), sheet, find, locale);
    guardOf(items(), req).refuseColumns(plan.fileColumns);
    if (!plan.records.length) throw new ApiError(400, draftText(locale, 'noRows'), [{ field: 'file', message: draftText(locale, 'noRows') }]);
    const problems = new ImportProblems(locale);
    for (const r of plan.records) {
      const { valid_from: from, valid_to: to } = r.values;
      if (typeof from === 'string' && typeof to === 'string' && to < from) problems.add(r.row, 'valid_to', draftText(locale, 'validTo', { row: r.row }));
    }
    if (problems.any) throw problems.toError();
    const header = await validateRecord(priceDraft, { title: titleOf(req, file.filename) }, { locale });
    if (!header.ok) throw new ApiError(400, header.errors[0].message, header.errors);
    const draft = await writeTransaction(ctx.db, async (trx) => {
      const row = await records(req, priceDraft, trx).create(header.value);
      await writeLines(trx, Number(row.id), plan.records, req.user!.name);
      await recordEvent(trx, { user: req.user!, resource: priceDraft.name, recordId: Number(row.id), action: 'import', after: { lines: plan.records.length, file: file.filename } });
      return row;
    });
    return ok({ ...(await records(req, priceDraft, ctx.db).answer(draft)), inserted: plan.records.length, updated: 0, total: plan.records.length });
  });
}
