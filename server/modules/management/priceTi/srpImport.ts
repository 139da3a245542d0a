// POST /api/v2/price-ti/import/srp (manage-price-table-srp): a sheet of MPN, EC code or CPN, SRP,
// valid from (and optionally currency). Each row sets the SRP of the price in effect on its date:
// in place when the price starts that day, else the price is split there (the new part carries the
// SRP). Every row is checked first; any problem is a 400 naming the rows and nothing is written.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { priceTi } from '../../../../src/resources/management/priceTi/model';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import { recordEvent } from '../../../records/events';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { declAccess } from '../../../records/request';
import { excelSerialToIso } from '../../../importExport/importCells';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { ieText } from '../../../importExport/messages';
import { dayBefore, fieldChange, putPrices } from './putPrices';
import { lockPeriodKeys } from '../../../fields/periods';
import { isDate, isDecimal } from './priceInput';
import { priceText } from './messages';

type Column = 'mpn' | 'ec_code' | 'cpn' | 'srp' | 'valid_from' | 'currency';
const HEADERS: Record<Column, string[]> = {
  mpn: ['mpn', '原厂料号'],
  ec_code: ['eccode', 'ec', '终端客户', 'ec代码'],
  cpn: ['cpn', '客户料号'],
  srp: ['srp', '建议零售价'],
  valid_from: ['validfrom', '生效日期', 'startdate'],
  currency: ['currency', '币种'],
};
const norm = (s: string) => s.toLowerCase().replace(/[\s_\-()（）]/g, '');
const columnOf = (text: string) => (Object.keys(HEADERS) as Column[]).find((c) => HEADERS[c].includes(norm(text)));

interface SrpLine { row: number; mpn: string; ec_code: string | null; cpn: string | null; srp: string; valid_from: string; currency: string | null }
interface Target { id: number; version: number; material_id: number; end_customer_id: number | null; cpn: string | null; currency: string; dbp: string | null; quote_price: string; srp: string | null; moq: string | null; valid_from: string; valid_to: string | null }
interface Problem { row: number; field: string; message: string }

function readLines(req: FastifyRequest, locale: Locale): { lines: SrpLine[]; problems: Problem[] } {
  const file = req.upload;
  if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const cols = sheet.header.map((c) => columnOf(String(cellValue(c) ?? '')));
  if (!cols.includes('mpn') || !cols.includes('srp') || !cols.includes('valid_from') || (!cols.includes('ec_code') && !cols.includes('cpn'))) {
    throw new ApiError(400, priceText(locale, 'srpColumns'), [{ field: 'file', message: priceText(locale, 'srpColumns'), row: 1 }]);
  }
  const lines: SrpLine[] = [];
  const problems: Problem[] = [];
  for (const r of sheet.rows) {
    const v: Partial<Record<Column, string>> = {};
    cols.forEach((col, i) => {
      const raw = col ? cellValue(r.cells[i]) : null;
      if (!col || raw === null || raw === '') return;
      v[col] = typeof raw === 'number' && col === 'valid_from' ? excelSerialToIso(raw, sheet.date1904).slice(0, 10) : String(raw).trim();
    });
    if (Object.keys(v).length === 0) continue;
    const say = (field: string, rule: string) => problems.push({ row: r.number, field, message: priceText(locale, 'rowField', { row: r.number, field, rule }) });
    if (!v.mpn) say('mpn', priceText(locale, 'required'));
    if (!v.ec_code && !v.cpn) say('ec_code', priceText(locale, 'srpColumns'));
    if (!isDecimal(v.srp)) say('srp', priceText(locale, 'decimal'));
    if (!isDate(v.valid_from)) say('valid_from', priceText(locale, 'date'));
    lines.push({ row: r.number, mpn: v.mpn ?? '', ec_code: v.ec_code?.toUpperCase() ?? null, cpn: v.cpn ?? null, srp: v.srp ?? '', valid_from: v.valid_from ?? '', currency: v.currency?.toUpperCase() ?? null });
  }
  return { lines, problems };
}

/** The non-FB prices of a line's key in effect on its date, locked. */
async function targetsOf(trx: Transaction<DB>, l: SrpLine): Promise<Target[]> {
  const found = await sql<Target>`
    select p.id::int as id, p.version, p.material_id::int as material_id, p.end_customer_id::int as end_customer_id, p.cpn, p.currency,
      p.dbp::text as dbp, p.quote_price::text as quote_price, p.srp::text as srp, p.moq::text as moq, p.valid_from::text as valid_from, p.valid_to::text as valid_to
    from price_ti p join material m on m.id = p.material_id left join end_customer ec on ec.id = p.end_customer_id
    where m.mpn = ${l.mpn} and ec.ec_code is not distinct from ${l.ec_code}::text and p.cpn is not distinct from ${l.cpn}::text and p.fb = false
      and (${l.currency}::text is null or p.currency = ${l.currency}::text)
      and p.valid_from <= ${l.valid_from}::date and (p.valid_to is null or p.valid_to >= ${l.valid_from}::date)
    order by p.id for update of p`.execute(trx);
  return found.rows;
}

/** Answers whether the price was split (a new row) rather than changed in place. */
async function applyLine(trx: Transaction<DB>, req: FastifyRequest, t: Target, l: SrpLine): Promise<boolean> {
  const user = req.user!;
  if (t.valid_from === l.valid_from) {
    await sql`update price_ti set srp = ${l.srp}::numeric, version = version + 1, updated_at = now(), updated_by = ${user.name} where id = ${t.id}`.execute(trx);
    await recordEvent(trx, { user, resource: priceTi.name, recordId: t.id, action: 'update', ...fieldChange('srp', t.srp, l.srp), reason: 'srp import' });
    return false;
  }
  // Split: the old price ends the day before; the rest of its period carries the new SRP.
  await sql`update price_ti set valid_to = ${dayBefore(l.valid_from)}::date, version = version + 1, updated_at = now(), updated_by = ${user.name} where id = ${t.id}`.execute(trx);
  await recordEvent(trx, { user, resource: priceTi.name, recordId: t.id, action: 'update', ...fieldChange('valid_to', t.valid_to, dayBefore(l.valid_from)), reason: 'srp import' });
  await putPrices(trx, [{ ...t, srp: l.srp, valid_from: l.valid_from, fb: false, source_draft_id: null }], user.id, req.locale);
  return true;
}

/** The SRP sheet's columns and one example row: what the import dialog's "Download template" gives. */
const TEMPLATE_HEADER = ['MPN', 'EC code', 'CPN', 'SRP', 'Valid from', 'Currency'];

export function registerSrpImport(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v2/price-ti/template', access(declAccess(priceTi, 'read')), async (_req, reply) => {
    const example = (await sql<{ mpn: string; ec: string | null }>`select m.mpn, ec.ec_code as ec from price_ti p join material m on m.id = p.material_id
      left join end_customer ec on ec.id = p.end_customer_id order by p.id limit 1`.execute(ctx.db)).rows[0];
    const rows = example ? [[example.mpn, example.ec ?? '', '', '1.25', new Date().toISOString().slice(0, 10), 'USD']] : [];
    const data = writeXlsx(TEMPLATE_HEADER, rows, 'SRP');
    return sendWorkbook(reply, 'srp_import_template.xlsx', data);
  });

  app.post('/api/v2/price-ti/import/srp', takesFile(declAccess(priceTi, 'write')), async (req) => {
    const locale = req.locale;
    const { lines, problems } = readLines(req, locale);
    if (!lines.length) throw new ApiError(400, ieText(locale, 'noRows'), [{ field: 'file', message: ieText(locale, 'noRows') }]);
    const refuse = (list: Problem[]) => new ApiError(400, list.map((p) => p.message).join('\n'), list);
    if (problems.length) throw refuse(problems);
    // Lines run in order (a later line sees an earlier one's split); any line without a price rolls all back.
    const counts = await writeTransaction(ctx.db, async (trx) => {
      const missing: Problem[] = [];
      // The keys of every price of the file's materials (a split writes a new period of its price's key):
      // locked as putPrices locks them (the declared periods' key locks), so the two never race.
      const keys = await sql<Record<string, unknown>>`select distinct p.material_id, p.end_customer_id, p.cpn, p.currency, p.fb from price_ti p
          join material m on m.id = p.material_id where m.mpn in (${sql.join([...new Set(lines.map((l) => l.mpn))])})`.execute(trx);
      await lockPeriodKeys(trx, priceTi, keys.rows);
      let updated = 0;
      let inserted = 0;
      for (const l of lines) {
        const targets = await targetsOf(trx, l);
        const key = [l.mpn, l.ec_code, l.cpn, l.currency].filter(Boolean).join(' / ');
        if (!targets.length) missing.push({ row: l.row, field: 'mpn', message: priceText(locale, 'rowField', { row: l.row, field: 'mpn', rule: priceText(locale, 'srpNoMatch', { key, date: l.valid_from }) }) });
        if (missing.length) continue;
        for (const t of targets) if (await applyLine(trx, req, t, l)) inserted += 1;
        updated += targets.length;
      }
      if (missing.length) throw refuse(missing);
      // The import dialog's counts: prices split (a new row each) and prices whose SRP changed.
      return { inserted, updated, total: lines.length };
    });
    return ok(counts);
  });
}
