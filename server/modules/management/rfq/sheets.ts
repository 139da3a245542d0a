// Spreadsheets of RFQ lines (xlsx, xls or csv; the import engine's reader and checks):
//   POST /api/v1/rfq/preview            requested lines parsed and checked, every row with its problems; nothing written
//   POST /api/v2/rfq/quote/import/{id}  quoted prices for an RFQ's lines (by MPN), all or nothing, 400 naming the row
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { labelIn, optionLabel, type Locale } from '../../../../src/schema';
import { MY_RFQ_ACCESS, RFQ_INQUIRY, myRfq } from '../../../../src/resources/management/rfq/model/rfq';
import { recordEvent } from '../../../records/events';
import { lockRecords, updateRecord } from '../../../records/repository';
import { limitOf } from '../../../records/scope';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { excelSerialToIso } from '../../../importExport/importCells';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { notFound, pathId, pluralWord } from '../../../records/request';
import { QUARTER_FIELDS, QUOTE_FIELDS, checkedValues, rowError, rowText, storedLines, writeQuotes, type RowAt } from './lineQuotes';
import { rfqText } from './messages';

const REQUEST_COLUMNS = ['mpn', 'cpn', 'qty', 'target_price', 'annual_usage'];
const QUOTE_COLUMNS = ['mpn', ...QUOTE_FIELDS, ...QUARTER_FIELDS];
const DATE_COLUMNS = new Set(['valid_until']);

/** Header words a sheet may use: the key, English and Chinese labels (as the quotation sheet writes them). */
const HEADERS: Record<string, string[]> = {
  mpn: ['mpn', '原厂料号', 'part number'], cpn: ['cpn', '客户料号'], qty: ['qty', 'quantity', 'requested qty', '需求数量', '数量'],
  target_price: ['target price', '目标价'], annual_usage: ['annual usage', 'eau', '年用量'],
  quoted_price: ['quoted price', 'price', '报价'], lead_time_weeks: ['lead time (weeks)', 'lead time', '交期（周）', '交期'],
  moq: ['moq', '最小起订量'], valid_until: ['valid until', '有效期至'],
  q1_price: ['q1 price', 'q1', 'q1 价格'], q2_price: ['q2 price', 'q2', 'q2 价格'], q3_price: ['q3 price', 'q3', 'q3 价格'], q4_price: ['q4 price', 'q4', 'q4 价格'],
};

/** A data row's values by column key, and where it is: its spreadsheet row number (R15) and index. */
interface SheetRow {
  at: RowAt;
  values: Record<string, string>;
}

function sheetRows(req: FastifyRequest, columns: string[]): SheetRow[] {
  const locale = req.locale;
  const file = req.upload;
  if (!file) throw new ApiError(400, rfqText(locale, 'fileMissing'), [{ field: 'file', message: rfqText(locale, 'fileMissing') }]);
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const cols = sheet.header.map((c) => {
    const t = String(cellValue(c) ?? '').trim().toLowerCase();
    return columns.find((k) => k === t || HEADERS[k].includes(t));
  });
  const rows = sheet.rows.map((r) => {
    const out: Record<string, string> = {};
    cols.forEach((col, i) => {
      const v = col ? cellValue(r.cells[i]) : null;
      if (!col || v === null || v === '') return;
      out[col] = typeof v === 'number' && DATE_COLUMNS.has(col) ? excelSerialToIso(v, sheet.date1904).slice(0, 10) : String(v).trim();
    });
    return out;
  })
    // Blank rows are skipped, yet every row keeps the number the person sees in their spreadsheet.
    .map((values, i) => ({ values, row: sheet.rows[i].number }))
    .filter((r) => Object.keys(r.values).length > 0)
    .map((r, index) => ({ values: r.values, at: { index, row: r.row } }));
  if (!rows.length) throw new ApiError(400, rfqText(locale, 'noRows'), [{ field: 'file', message: rfqText(locale, 'noRows') }]);
  return rows;
}

async function materialsByMpn(ctx: FeatureContext, mpns: string[]) {
  const { rows } = await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material where mpn in (${sql.join(mpns.length ? mpns : [''])})`.execute(ctx.db);
  return new Map(rows.map((r) => [r.mpn, r.id]));
}

/** Each requested row checked on its own; problems are listed, never thrown, so the preview shows them all. */
async function previewRows(ctx: FeatureContext, locale: Locale, rows: SheetRow[]) {
  const materials = await materialsByMpn(ctx, [...new Set(rows.map((r) => (r.values.mpn ?? '').toUpperCase()).filter(Boolean))]);
  const seen = new Set<string>();
  const errors: { row: number; field: string; message: string }[] = [];
  const out = [];
  for (const { at, values: r } of rows) {
    const mpn = (r.mpn ?? '').toUpperCase();
    const problems: string[] = [];
    const say = (field: string, message: string) => {
      const text = rowText(locale, at, mpn, message);
      problems.push(text);
      errors.push({ row: at.row, field: `rows.${at.index}.${field}`, message: text });
    };
    if (!mpn) say('mpn', rfqText(locale, 'mpnMissing'));
    else if (!materials.has(mpn)) say('mpn', rfqText(locale, 'mpnUnknown'));
    else if (seen.has(mpn)) say('mpn', rfqText(locale, 'mpnTwice'));
    seen.add(mpn);
    let values: Record<string, unknown> = {};
    try {
      values = await checkedValues(locale, r, ['cpn', 'qty', 'target_price', 'annual_usage'], ['qty'], at, mpn);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      say(e.errors?.[0]?.field.split('.').pop() ?? 'row', e.errors?.[0]?.message.replace(/^[^:：]*[:：]\s*/, '') ?? e.message);
    }
    out.push({ row: at.row, mpn, material_id: materials.get(mpn) ?? null, cpn: r.cpn ?? null, qty: r.qty ?? null, target_price: r.target_price ?? null, annual_usage: r.annual_usage ?? null, ...values, problems });
  }
  return { rows: out, errors, valid: errors.length === 0 };
}

const inquiryRule = { permissions: [RFQ_INQUIRY], roles: [] };

export function registerSheetRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post('/api/v1/rfq/preview', takesFile({ rule: MY_RFQ_ACCESS, action: 'read', what: (req) => pluralWord(myRfq, req) }), async (req) => {
    const locale = req.locale;
    return ok(await previewRows(ctx, locale, sheetRows(req, REQUEST_COLUMNS)));
  });

  app.post('/api/v2/rfq/quote/import/:id', takesFile({ rule: inquiryRule, action: 'write', what: (req) => pluralWord(myRfq, req) }), async (req) => {
    const locale = req.locale;
    const id = pathId(req, 'id');
    const rows = sheetRows(req, QUOTE_COLUMNS);
    const user = req.user!;
    const after = await writeTransaction(ctx.db, async (trx) => {
      const limit = limitOf(myRfq, req);
      const [row] = await lockRecords(trx, myRfq, [id], limit);
      if (!row) throw notFound(req, myRfq, id);
      if (!['1', '2'].includes(String(row.stage))) {
        const stage = optionLabel(myRfq.fields.stage, row.stage);
        throw new ApiError(409, rfqText(locale, 'notQuotable', { stage: stage ? labelIn(stage, locale) : String(row.stage) }));
      }
      const byMpn = new Map((await storedLines(trx, id)).map((l) => [l.mpn, l]));
      const updates = [];
      for (const { at, values: r } of rows) {
        const mpn = (r.mpn ?? '').toUpperCase();
        if (!mpn) throw rowError(locale, at, '', 'mpn', rfqText(locale, 'mpnMissing'));
        const line = byMpn.get(mpn);
        if (!line) throw rowError(locale, at, mpn, 'mpn', rfqText(locale, 'lineNotFound'));
        updates.push({ id: line.id, values: await checkedValues(locale, r, [...QUOTE_FIELDS, ...QUARTER_FIELDS], [], at, mpn) });
      }
      await writeQuotes(trx, updates, user.name);
      // The RFQ's version moves, so a quote sent against the lines as they were is refused (409).
      const updated = (await updateRecord(trx, myRfq, id, Number(row.version), {}, user.name, limit))!;
      await recordEvent(trx, { user, resource: myRfq.name, recordId: id, action: 'update', before: row, after: updated, reason: 'quote import' });
      return updated;
    });
    return ok({ id, version: Number(after.version), lines: rows.length });
  });
}
