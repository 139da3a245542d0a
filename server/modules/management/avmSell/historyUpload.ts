// POST /api/v2/avm-reconciliation/sell/history-upload: sell lines from before the system (one sheet:
// Reconciliation no., SO no., SO date, MPN, Quantity, Unit price, Deduct Y/N), read by the import
// engine's reader. Every row is checked first (problems by row and column); then, all or nothing,
// the lines join their reconciliations (source "history"), priced and given rebates as any line.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { Locale } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import type { UploadedFile } from '../../../http/multipartBody';
import { takesFile } from '../../../http/multipartRoutes';
import { ieText } from '../../../importExport/messages';
import { ImportProblems } from '../../../importExport/problems';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { records } from '../../../records/recordService';
import { declAccess } from '../../../records/request';
import { applyRebates, readSellHead, sellTotals } from './calculate';
import { sw } from './words';

const COLUMNS = {
  recon: ['reconciliation no.', 'reconciliation no', 'recon_no', '对账单号'],
  so: ['so no.', 'so no', 'so_no', '销售订单号'],
  date: ['so date', 'so_date', '销售订单日期', 'date', '日期'],
  mpn: ['mpn', '原厂料号', 'part number'],
  qty: ['quantity', 'qty', '数量'],
  price: ['unit price', 'unit_price', 'price', '单价'],
  deduct: ['deduct', 'deducted on invoice', '抵扣', '发票抵扣'],
} as const;
const NAMES: Record<keyof typeof COLUMNS, string> = { recon: 'Reconciliation no.', so: 'SO no.', date: 'SO date', mpn: 'MPN', qty: 'Quantity', price: 'Unit price', deduct: 'Deduct' };
const norm = (v: unknown) => String(v ?? '').trim().toLowerCase();
const text = (v: unknown) => String(v ?? '').trim();
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface HistoryRow { recon_id: number; so_no: string; so_date: string; material_id: number; qty: number; price: string; deduct: boolean }

async function parse(db: FeatureContext['db'], file: UploadedFile, locale: Locale) {
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const header = sheet.header.map((c) => norm(cellValue(c)));
  const at = {} as Record<keyof typeof COLUMNS, number>;
  for (const key of Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]) {
    at[key] = header.findIndex((h) => (COLUMNS[key] as readonly string[]).includes(h));
    if (at[key] < 0 && key !== 'deduct') throw new ApiError(400, sw(locale, 'noColumn', { column: NAMES[key] }), [{ field: 'file', message: sw(locale, 'noColumn', { column: NAMES[key] }) }]);
  }
  const rows = sheet.rows.filter((r) => r.cells.some((c) => text(cellValue(c)) !== ''));
  if (!rows.length) throw new ApiError(400, ieText(locale, 'noRows'), [{ field: 'file', message: ieText(locale, 'noRows') }]);
  const cell = (r: (typeof rows)[number], key: keyof typeof COLUMNS) => (at[key] < 0 ? null : cellValue(r.cells[at[key]]));
  const recons = new Map((await sql<{ id: number; recon_no: string; status: string }>`select id, recon_no, status from avm_recon_sell where recon_no in (${sql.join([...new Set(rows.map((r) => text(cell(r, 'recon')).toUpperCase())), ''])})`.execute(db)).rows.map((r) => [r.recon_no, r]));
  const mpns = new Map((await sql<{ id: number; mpn: string }>`select id, mpn from material where mpn in (${sql.join([...new Set(rows.map((r) => text(cell(r, 'mpn')))), ''])})`.execute(db)).rows.map((r) => [r.mpn, Number(r.id)]));
  const problems = new ImportProblems(locale);
  const out: HistoryRow[] = [];
  for (const r of rows) {
    const no = text(cell(r, 'recon')).toUpperCase();
    const recon = recons.get(no);
    if (!recon) problems.add(r.number, 'recon_no', sw(locale, 'reconUnknown', { no }));
    else if (recon.status === 'confirmed') problems.add(r.number, 'recon_no', sw(locale, 'confirmed', { no }));
    const so = text(cell(r, 'so'));
    if (!so) problems.add(r.number, 'so_no', sw(locale, 'soMissing'));
    const rawDate = cell(r, 'date');
    // A date cell comes as ISO text or, unformatted, as Excel's day number (1900 system).
    const date = typeof rawDate === 'number' ? new Date(Date.UTC(1899, 11, 30) + rawDate * 86_400_000).toISOString().slice(0, 10) : text(rawDate).slice(0, 10);
    if (!DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) problems.add(r.number, 'so_date', sw(locale, 'dateBad'));
    const mpn = text(cell(r, 'mpn'));
    if (!mpns.has(mpn)) problems.add(r.number, 'mpn', sw(locale, 'mpnUnknown', { mpn }));
    const qty = Number(text(cell(r, 'qty')).replace(/[,\s]/g, ''));
    if (!Number.isInteger(qty) || qty < 1 || qty > 1_000_000_000) problems.add(r.number, 'qty', sw(locale, 'qtyBad'));
    const price = text(cell(r, 'price')).replace(/[,\s]/g, '');
    if (!/^\d{1,12}(\.\d{1,4})?$/.test(price)) problems.add(r.number, 'unit_price', sw(locale, 'priceBad'));
    const d = norm(cell(r, 'deduct'));
    if (!['', 'y', 'n', 'yes', 'no', '是', '否'].includes(d)) problems.add(r.number, 'deduct', sw(locale, 'deductBad'));
    if (recon) out.push({ recon_id: Number(recon.id), so_no: so, so_date: date, material_id: mpns.get(mpn) ?? 0, qty, price, deduct: ['y', 'yes', '是'].includes(d) });
  }
  if (problems.any) throw problems.toError();
  return out;
}

export function registerSellHistoryUpload(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('avm_recon_sell');
  app.post(`${decl.api.base}/history-upload`, takesFile(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const file = req.upload;
    if (!file) throw new ApiError(400, ieText(locale, 'fileMissing'), [{ field: 'file', message: ieText(locale, 'fileMissing') }]);
    const rows = await parse(ctx.db, file, locale);
    const touched = [...new Set(rows.map((r) => r.recon_id))].sort((a, b) => a - b);
    const answered = await writeTransaction(ctx.db, async (trx) => {
      const out = [];
      for (const id of touched) {
        const head = (await readSellHead(trx, id, true))!;
        if (head.status === 'confirmed') throw new ApiError(409, sw(locale, 'confirmed', { no: String(id) }));
        const mine = rows.filter((r) => r.recon_id === id);
        await sql`insert into avm_recon_sell_line (recon_id, so_no, so_date, material_id, qty, unit_price, amount, rebate_rate, rebate_amount, deduct, cancelled, source, created_by)
          select ${id}, v.so_no, v.so_date::date, v.material_id, v.qty, v.price, round(v.qty * v.price, 2), 0, 0, v.deduct, false, 'history', ${req.user!.name}
          from (values ${sql.join(mine.map((r) => sql`(${r.so_no}, ${r.so_date}, ${r.material_id}::bigint, ${r.qty}::bigint, ${r.price}::numeric, ${r.deduct}::boolean)`))}) as v(so_no, so_date, material_id, qty, price, deduct)`.execute(trx);
        await applyRebates(trx, id, head.customer_id);
        out.push(await records(req, decl, trx).update(id, { ...(await sellTotals(trx, id)), status: 'calculated' }, { reason: 'sell history upload' }));
      }
      return out;
    });
    return ok({ uploaded: rows.length, list: await records(req, decl, ctx.db).answerRows(answered) });
  });
}
