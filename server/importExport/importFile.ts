// One import: check the upload, read the sheet, check every row, then write all rows in one
// transaction (or none) and record one event for the import.
import type { Kysely } from 'kysely';
import type { Locale, ResourceDeclaration } from '../../src/schema';
import type { UserInfo } from '../auth/principal';
import { wordDbError } from '../records/dbErrors';
import { recordEvent } from '../records/events';
import { refuseOutsideImport, type RowLimit } from '../records/scope';
import { writeTransaction } from '../db/retry';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { fieldGuard } from '../fields/guard';
import { refuseOverlaps } from '../fields/periods';
import { mapHeader, type FindDeclaration } from './columns';
import { planImport, type ImportPlan, type ImportRecord } from './importRows';
import { ieText } from './messages';
import type { UploadedFile } from '../http/multipartBody';
import { cellValue, readSheet } from './readSheet';
import { checkUpload } from './uploadCheck';
import { batchSize, batchWriter, writeRows, type WriteOutcome } from './writeRows';

export interface ImportRequest {
  db: Kysely<DB>;
  decl: ResourceDeclaration;
  find: FindDeclaration;
  file: UploadedFile;
  user: UserInfo;
  /** The caller's row scope: rows outside it are neither overwritten nor created. */
  limit: RowLimit;
  locale: Locale;
  labelOfTable: (table: string) => string;
}

export type ImportAnswer = WriteOutcome & { total: number };

/** A database refusal while writing, worded with the rows of the batch that caused it. */
function wordWriteError(err: unknown, req: ImportRequest, batch: ImportRecord[]): unknown {
  const code = (err as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^2[23]/.test(code)) return err; // not a data or constraint error
  const from = batch[0]?.row ?? 0;
  const to = batch[batch.length - 1]?.row ?? 0;
  const worded = wordDbError(err, req.decl, req.locale, req.labelOfTable);
  if (worded?.errors?.length) {
    // A unique value taken by a record outside the file: find the row that carries it.
    const { field } = worded.errors[0];
    const value = /\)=\((.*)\)/.exec((err as { detail?: string }).detail ?? '')?.[1];
    const row = batch.find((r) => value !== undefined && String(r.values[field]) === value)?.row;
    const msg = row ? ieText(req.locale, 'rowProblem', { row, message: worded.message }) : worded.message;
    return new ApiError(400, msg, worded.errors.map((e) => ({ ...e, ...(row ? { row } : {}) })));
  }
  const why = err instanceof Error ? err.message : String(err);
  return new ApiError(400, ieText(req.locale, 'refusedByDatabase', { from, to, why }));
}

export async function importFile(req: ImportRequest): Promise<ImportAnswer> {
  const { db, decl, file, user, locale } = req;
  const kind = checkUpload(file, locale);
  const sheet = readSheet(file.data, kind, locale);
  // Field rights: a column of a field the caller may not write refuses the file before any row is read.
  fieldGuard(decl, user, locale).refuseColumns(mapHeader(decl, sheet.header.map(cellValue)).values());
  let batch: ImportRecord[] = [];
  const onBatch = (b: ImportRecord[]) => (batch = b);
  try {
    const outcome = await writeTransaction(db, async (trx) => {
      let plan: ImportPlan;
      let written: WriteOutcome;
      if (req.limit === 'all') {
        // No row scope to check against the stored rows first: each checked batch is written while
        // the next is checked, inside the one transaction; a bad row later still refuses the whole file.
        const writer = batchWriter(trx, decl, user.name, onBatch);
        try {
          plan = await planImport(trx, decl, sheet, req.find, locale, { size: batchSize, take: (p, records) => writer.write(p, records) });
        } catch (err) {
          await writer.settle();
          throw err;
        }
        written = await writer.finish();
      } else {
        plan = await planImport(trx, decl, sheet, req.find, locale);
        await refuseOutsideImport(trx, decl, req.limit, plan.records, user, locale);
        written = await writeRows(trx, decl, plan, user.name, onBatch);
      }
      // Declared periods (server/fields/periods.ts): a file's row meeting another price of its key is refused by row.
      await refuseOverlaps(trx, decl, plan.records.map((r) => r.values), locale, plan.records.map((r) => r.row));
      // One summary event. Per-row events (to_jsonb of each written row, one statement per batch)
      // were measured at +25-40% of the write time of 50,000 rows, so they are not recorded.
      await recordEvent(trx, { user, resource: decl.name, recordId: null, action: 'import', after: { ...written, total: plan.records.length, file: file.filename } });
      return { ...written, total: plan.records.length };
    });
    return outcome;
  } catch (err) {
    throw wordWriteError(err, req, batch);
  }
}
