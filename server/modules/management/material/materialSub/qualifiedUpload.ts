// POST /api/v1/materialSub/upload/qualified: a spreadsheet of substitution pairs engineering (or a
// customer) has qualified. The file goes through the import's own steps (upload rules, sheet reading,
// required fields, references by MPN, the declaration's rules, one transaction), with three
// differences: every row is written as qualified whatever the file says, "Qualified on" is
// required, and a part cannot substitute itself. Existing pairs are updated; all rows or none.
import type { FastifyInstance } from 'fastify';
import type { CellObject } from 'xlsx';
import { getResource } from '../../../../../src/resources/declarations';
import { tableName, type Locale, type ResourceDeclaration } from '../../../../../src/schema';
import type { UserInfo } from '../../../../auth/principal';
import { wordDbError } from '../../../../records/dbErrors';
import { recordEvent } from '../../../../records/events';
import type { FeatureContext } from '../../../../featureContext';
import { ApiError, ok } from '../../../../http/errors';
import type { UploadedFile } from '../../../../http/multipartBody';
import { takesFile } from '../../../../http/multipartRoutes';
import { mapHeader, type FindDeclaration } from '../../../../importExport/columns';
import { planImport } from '../../../../importExport/importRows';
import { ieText } from '../../../../importExport/messages';
import { ImportProblems } from '../../../../importExport/problems';
import { cellValue, readSheet, type SheetRows } from '../../../../importExport/readSheet';
import { checkUpload } from '../../../../importExport/uploadCheck';
import { writeRows } from '../../../../importExport/writeRows';
import { mt } from '../../../../records/messages';
import { declAccess } from '../../../../records/request';
import { writeTransaction } from '../../../../db/retry';

const QUALIFIED = 'qualified';

/** The substitution declaration as this upload reads it: "Qualified on" required. Its own name keeps its schema apart. */
function qualifiedDeclaration(sub: ResourceDeclaration): ResourceDeclaration {
  const fields = { ...sub.fields, qualified_date: { ...sub.fields.qualified_date, required: true } };
  return { ...sub, name: `${sub.name}_qualified`, table: tableName(sub), fields };
}

/** Every row says "qualified": the file's own status column is overwritten, or one is added. */
function markQualified(decl: ResourceDeclaration, sheet: SheetRows) {
  const columns = mapHeader(decl, sheet.header.map(cellValue));
  let index = [...columns].find(([, name]) => name === 'qualification_status')?.[0];
  if (index === undefined) {
    index = sheet.header.length;
    sheet.header[index] = { t: 's', v: 'qualification_status' };
  }
  const cell: CellObject = { t: 's', v: QUALIFIED };
  for (const row of sheet.rows) row.cells[index] = cell;
}

async function uploadQualified(ctx: FeatureContext, find: FindDeclaration, file: UploadedFile, user: UserInfo, locale: Locale, labelOfTable: (t: string) => string) {
  const sub = getResource('material_sub');
  const decl = qualifiedDeclaration(sub);
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  markQualified(decl, sheet);
  const plan = await planImport(ctx.db, decl, sheet, find, locale);
  const problems = new ImportProblems(locale);
  for (const r of plan.records) {
    if (r.values.original_material_id === r.values.substitute_material_id) problems.add(r.row, 'substitute_material_id', mt(locale, 'sameMaterial'));
  }
  if (problems.any) throw problems.toError();
  try {
    const written = await writeTransaction(ctx.db, async (trx) => {
      const outcome = await writeRows(trx, decl, plan, user.name, () => {});
      await recordEvent(trx, { user, resource: sub.name, recordId: null, action: 'import', after: { ...outcome, total: plan.records.length, file: file.filename, qualified: true } });
      return outcome;
    });
    return { ...written, total: plan.records.length };
  } catch (err) {
    throw wordDbError(err, sub, locale, labelOfTable) ?? err;
  }
}

export function registerQualifiedUploadRoute(app: FastifyInstance, ctx: FeatureContext) {
  const sub = getResource('material_sub');
  const byName = new Map(ctx.resources.map((r) => [r.name, r]));
  const find: FindDeclaration = (name) => byName.get(name);
  // One file, streamed and capped after the access check (server/http/multipartRoutes.ts).
  app.post('/api/v1/materialSub/upload/qualified', takesFile(declAccess(sub, 'write')), async (req) => {
    const locale = req.locale;
    const file = req.upload;
    if (!file) {
      const msg = ieText(locale, 'fileMissing');
      throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
    }
    return ok(await uploadQualified(ctx, find, file, req.user!, locale, (t) => ctx.labelOfTable(t, req)));
  });
}
