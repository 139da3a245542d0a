// Auto settlement (SAP) calls beyond the generic list, GET {id}, DELETE {id} and GET export (.xlsx),
// read with the screen's rule (view-auto-settlement), written with manage-auto-settlement:
//   POST /import       SAP's settlement export (.xlsx, field "file"): every row checked and matched,
//                      a bad row kept as error data with its reasons; one transaction for the file
//   GET  /errordata    the error rows with their reasons (`batch_no` to narrow; page, perPage)
//   POST /updatedata   { rows: [{ id, <field>: text, ... }] } error rows corrected and checked again
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { Locale } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { ieText } from '../../../importExport/messages';
import { access } from '../../../http/routeAccess';
import { queryError } from '../../../http/params';
import { declAccess, jsonBody } from '../../../records/request';
import { checkLine, RAW_FIELDS, type CheckedLine, type RawLine } from './check';
import { readSettlementSheet } from './sheet';
import { sw } from './words';

type Any = Kysely<Record<string, Record<string, unknown>>>;

const ROW_COLUMNS = sql`id, settlement_no, sap_doc_no, customer_code, customer_id, bill_to, invoice_no, mpn, material_id, so_no, so_id, qty,
  unit_price::text as unit_price, amount::text as amount, currency, to_char(settlement_date, 'YYYY-MM-DD') as settlement_date, status, error_reason, batch_no, row_no, version`;

export function batchNo(now = new Date()): string {
  return `SAP-${now.toISOString().replace(/[-:T]/g, '').slice(0, 14)}-${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
}

/** The lines checked and written in one transaction; the counts and the batch. */
export async function importLines(db: Kysely<DB>, lines: { row: number; line: RawLine }[], user: string, locale: Locale, batch = batchNo()) {
  // One transaction for the file (the demo seed may already run in one).
  const run = <T>(work: (trx: Transaction<DB>) => Promise<T>) => (db.isTransaction ? work(db as Transaction<DB>) : writeTransaction(db, work));
  return run(async (trx) => {
    const dyn = trx as unknown as Any;
    let matched = 0;
    const errors: { row: number; reason: string }[] = [];
    for (const { row, line } of lines) {
      const checked = await checkLine(trx, line, locale);
      await dyn.insertInto('auto_settlement').values({ ...checked.values, batch_no: batch, row_no: row, created_by: user, updated_by: user }).execute();
      if (checked.status === 'matched') matched += 1;
      else errors.push({ row, reason: checked.reasons.join('; ') });
    }
    return { batch_no: batch, total: lines.length, matched, error: errors.length, errors };
  });
}

function rowsOf(body: Record<string, unknown>, locale: Locale): { id: number; fix: Partial<RawLine> }[] {
  const rows = body.rows;
  if (!Array.isArray(rows) || !rows.length) throw new ApiError(400, sw(locale, 'noRows'), [{ field: 'rows', message: sw(locale, 'noRows') }]);
  return rows.map((r: unknown, index) => {
    const o = r as Record<string, unknown>;
    if (!o || typeof o !== 'object' || !Number.isSafeInteger(Number(o.id)) || Number(o.id) <= 0) {
      throw new ApiError(400, sw(locale, 'badRow', { index }), [{ field: `rows[${index}].id`, message: sw(locale, 'badRow', { index }) }]);
    }
    const fix: Partial<RawLine> = {};
    for (const f of [...RAW_FIELDS, 'amount'] as const) {
      if (o[f] === undefined || o[f] === null) continue;
      if (typeof o[f] !== 'string' && typeof o[f] !== 'number') throw new ApiError(400, sw(locale, 'badField', { index, field: f }), [{ field: `rows[${index}].${f}`, message: sw(locale, 'badField', { index, field: f }) }]);
      fix[f] = String(o[f]);
    }
    return { id: Number(o.id), fix };
  });
}

const asRaw = (row: Record<string, unknown>): RawLine =>
  Object.fromEntries(RAW_FIELDS.map((f) => [f, row[f] === null || row[f] === undefined ? '' : String(row[f])])) as unknown as RawLine;

export function registerAutoSettlementRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('auto_settlement');
  const base = decl.api.base;

  app.post(`${base}/import`, takesFile(declAccess(decl, 'write')), async (req) => {
    const file = req.upload;
    if (!file) throw new ApiError(400, ieText(req.locale, 'fileMissing'), [{ field: 'file', message: ieText(req.locale, 'fileMissing') }]);
    const lines = readSettlementSheet(file, req.locale);
    return ok(await importLines(ctx.db, lines, req.user!.name, req.locale));
  });

  app.get(`${base}/errordata`, access(declAccess(decl, 'read')), async (req) => {
    const q = req.query as Record<string, unknown>;
    const page = q.page === undefined ? 1 : Number(q.page);
    const perPage = q.perPage === undefined ? 50 : Number(q.perPage);
    if (!Number.isSafeInteger(page) || page < 1) throw queryError(req.locale, 'page', '1, 2, …');
    if (!Number.isSafeInteger(perPage) || perPage < 1 || perPage > 500) throw queryError(req.locale, 'perPage', '1–500');
    if (q.batch_no !== undefined && typeof q.batch_no !== 'string') throw queryError(req.locale, 'batch_no', 'SAP-…');
    const where = q.batch_no ? sql`status = 'error' and batch_no = ${q.batch_no}` : sql`status = 'error'`;
    const total = Number((await sql<{ n: number }>`select count(*)::int as n from auto_settlement where ${where}`.execute(ctx.db)).rows[0].n);
    const rows = (await sql<Record<string, unknown>>`select ${ROW_COLUMNS} from auto_settlement where ${where} order by batch_no desc nulls last, row_no, id limit ${perPage} offset ${(page - 1) * perPage}`.execute(ctx.db)).rows;
    return ok({ data: rows.map((r) => ({ ...r, id: Number(r.id), version: Number(r.version) })), total });
  });

  app.post(`${base}/updatedata`, access(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const rows = rowsOf(jsonBody(req), locale);
    const user = req.user!.name;
    const result = await writeTransaction(ctx.db, async (trx) => {
      const out: { id: number; status: CheckedLine['status']; error_reason: string | null }[] = [];
      for (const [index, { id, fix }] of rows.entries()) {
        const row = (await sql<Record<string, unknown>>`select ${ROW_COLUMNS} from auto_settlement where id = ${id} for update`.execute(trx)).rows[0];
        if (!row) throw new ApiError(400, sw(locale, 'unknownRow', { index, id }), [{ field: `rows[${index}].id`, message: sw(locale, 'unknownRow', { index, id }) }]);
        if (row.status !== 'error') throw new ApiError(400, sw(locale, 'notError', { index, id }), [{ field: `rows[${index}].id`, message: sw(locale, 'notError', { index, id }) }]);
        const checked = await checkLine(trx, { ...asRaw(row), ...fix }, locale);
        await (trx as unknown as Any).updateTable('auto_settlement').set({ ...checked.values, updated_by: user, updated_at: new Date().toISOString(), version: Number(row.version) + 1 }).where('id', '=', id).execute();
        out.push({ id, status: checked.status, error_reason: checked.values.error_reason as string | null });
      }
      return out;
    });
    return ok({ matched: result.filter((r) => r.status === 'matched').length, error: result.filter((r) => r.status === 'error').length, rows: result });
  });
}
