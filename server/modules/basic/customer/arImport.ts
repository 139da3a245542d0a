// POST /api/v1/ship/customer/import/ar: finance's accounts-receivable figures for existing customers,
// from an xlsx, xls or csv with the columns Customer no. and AR balance, and optionally AR overdue and
// AR as of (headings in either language or the field names). Every row is checked first (unknown or
// repeated customers, bad amounts and dates, each named by row and field); then all customers are
// updated in one transaction, or none. Rule: the customer screen's writers and AR finance reviewers.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { kindOf, labelIn, type Locale, type ResourceDeclaration } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { cellInput } from '../../../importExport/importCells';
import { ieText } from '../../../importExport/messages';
import { ImportProblems } from '../../../importExport/problems';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { pluralWord } from '../../../records/request';
import { customerText } from './messages';

export const AR_IMPORT_PERMISSIONS = ['manage-crm', 'asn-ar-finance-review'];
const AR_FIELDS = ['ar_balance', 'ar_overdue', 'ar_as_of'] as const;
type ArField = (typeof AR_FIELDS)[number];

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Column index -> code or an AR field, from the headings. */
function arColumns(decl: ResourceDeclaration, header: unknown[]): Map<number, 'code' | ArField> {
  const byHeading = new Map<string, 'code' | ArField>();
  for (const name of ['code', ...AR_FIELDS] as const) for (const h of [name, decl.fields[name].label.en, decl.fields[name].label.zh]) byHeading.set(normalize(h), name);
  const columns = new Map<number, 'code' | ArField>();
  header.forEach((cell, i) => {
    const name = cell === null || cell === undefined ? undefined : byHeading.get(normalize(String(cell)));
    if (name && ![...columns.values()].includes(name)) columns.set(i, name);
  });
  return columns;
}

async function fieldProblem(decl: ResourceDeclaration, name: ArField, value: unknown, locale: Locale): Promise<{ value?: unknown; problem?: string }> {
  const field = decl.fields[name];
  try {
    return { value: await kindOf(field).rule(field, { locale, label: labelIn(field.label, locale) }).validate(value) };
  } catch (e) {
    return { problem: e instanceof Error ? e.message : String(e) };
  }
}

export function registerArImport(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('ship_customer');
  const rule = { permissions: AR_IMPORT_PERMISSIONS, write: AR_IMPORT_PERMISSIONS, roles: decl.access.roles };
  app.post('/api/v1/ship/customer/import/ar', takesFile({ rule, action: 'write', what: (req) => pluralWord(decl, req) }), async (req) => {
    const locale = req.locale;
    const file = req.upload;
    if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
    const sheet = readSheet(file.data, checkUpload(file, locale), locale);
    const columns = arColumns(decl, sheet.header.map(cellValue));
    for (const needed of ['code', 'ar_balance'] as const) {
      if (![...columns.values()].includes(needed)) {
        const msg = customerText(locale, 'arColumnMissing', { column: labelIn(decl.fields[needed].label, locale) });
        throw new ApiError(400, msg, [{ field: needed, message: msg }]);
      }
    }
    const known = new Map((await sql<{ id: number; code: string }>`select id, code from ship_customer`.execute(ctx.db)).rows.map((r) => [r.code, Number(r.id)]));
    const problems = new ImportProblems(locale);
    const updates: { id: number; values: Partial<Record<ArField, unknown>> }[] = [];
    const seen = new Map<string, number>();
    for (const row of sheet.rows) {
      const values: Partial<Record<ArField, unknown>> = {};
      let code = '';
      for (const [index, name] of columns) {
        const raw = cellValue(row.cells[index]);
        if (name === 'code') {
          code = raw === null ? '' : String(raw).trim().toUpperCase();
          continue;
        }
        const checked = await fieldProblem(decl, name, cellInput(decl.fields[name], raw, { date1904: sheet.date1904 }), locale);
        if (checked.problem) problems.add(row.number, name, checked.problem);
        else values[name] = checked.value ?? null;
      }
      const id = known.get(code);
      if (!code) problems.add(row.number, 'code', customerText(locale, 'arCodeMissing', undefined));
      else if (id === undefined) problems.add(row.number, 'code', customerText(locale, 'arUnknownCustomer', { code }));
      else if (seen.has(code)) problems.add(row.number, 'code', customerText(locale, 'arRepeated', { code, first: seen.get(code)! }));
      else {
        seen.set(code, row.number);
        updates.push({ id, values });
      }
    }
    if (problems.any) throw problems.toError();
    if (updates.length === 0) throw new ApiError(400, ieText(locale, 'noRows'));
    const user = req.user!;
    await writeTransaction(ctx.db, async (trx) => {
      for (const u of updates) {
        await trx
          .updateTable('ship_customer' as never)
          .set({ ...u.values, version: sql`version + 1`, updated_at: sql`now()`, updated_by: user.name } as never)
          .where('id' as never, '=', u.id as never)
          .execute();
      }
      await recordEvent(trx, { user, resource: decl.name, recordId: null, action: 'import', after: { updated: updates.length, total: updates.length, file: file.filename, kind: 'ar' } });
    });
    return ok({ updated: updates.length, total: updates.length });
  });
}
