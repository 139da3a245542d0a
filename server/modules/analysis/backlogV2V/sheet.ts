// A V2V backlog report's sheet: one row per open purchase line (CPN, MPN, Plant, PO, Qty, Demand
// date, ETA, ETA WB; English or Chinese headers), every row checked and the problems listed by row
// and column, or the lines.
import type { Locale } from '../../../../src/schema';
import { excelSerialToIso } from '../../../../src/schema/kinds/cellRules';
import { isIsoDate } from '../../../../src/schema/storable';
import { ApiError } from '../../../http/errors';
import type { UploadedFile } from '../../../http/multipartBody';
import { ieText } from '../../../importExport/messages';
import { ImportProblems } from '../../../importExport/problems';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { vw } from './words';

export interface V2VLine {
  cpn: string;
  mpn: string;
  plant: string | null;
  po_no: string | null;
  qty: number;
  demand_date: string | null;
  eta: string | null;
  eta_wb: string | null;
}

const COLUMNS = {
  cpn: ['cpn', 'customer part no.', '客户料号'],
  mpn: ['mpn', 'part number', '原厂料号'],
  plant: ['plant', '工厂'],
  po_no: ['po', 'po no.', 'po no', 'po number', 'po 号'],
  qty: ['qty', 'open qty', 'open quantity', 'quantity', '未交数量', '数量'],
  demand_date: ['demand date', 'demand', '需求日期'],
  eta: ['eta', '预计到货'],
  eta_wb: ['eta wb', 'eta_wb', 'eta (wb)', 'eta wb (warehouse)', '预计入仓'],
} as const;
const REQUIRED: (keyof typeof COLUMNS)[] = ['cpn', 'mpn', 'qty'];
const HEADINGS: Record<keyof typeof COLUMNS, string> = { cpn: 'CPN', mpn: 'MPN', plant: 'Plant', po_no: 'PO', qty: 'Qty', demand_date: 'Demand date', eta: 'ETA', eta_wb: 'ETA WB' };

const norm = (v: unknown) => String(v ?? '').trim().toLowerCase();
const textOf = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

/** A cell as a calendar day: an Excel serial, a date cell or YYYY-MM-DD text; '' for an empty cell, undefined for a bad one. */
function dayOf(v: unknown, date1904: boolean): string | undefined {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v === 'number') return excelSerialToIso(v, date1904).slice(0, 10);
  const s = String(v).trim().slice(0, 10).replaceAll('/', '-');
  return isIsoDate(s) ? s : undefined;
}

export function parseV2VSheet(file: UploadedFile, locale: Locale): V2VLine[] {
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const header = sheet.header.map((c) => norm(cellValue(c)));
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([k, names]) => [k, header.findIndex((h) => (names as readonly string[]).includes(h))])) as Record<keyof typeof COLUMNS, number>;
  for (const k of REQUIRED) if (at[k] < 0) throw new ApiError(400, vw(locale, 'noColumn', { column: HEADINGS[k] }), [{ field: 'file', message: vw(locale, 'noColumn', { column: HEADINGS[k] }) }]);
  const rows = sheet.rows.filter((r) => r.cells.some((c) => textOf(cellValue(c)) !== ''));
  if (!rows.length) throw new ApiError(400, ieText(locale, 'noRows'), [{ field: 'file', message: ieText(locale, 'noRows') }]);
  const problems = new ImportProblems(locale);
  const lines: V2VLine[] = [];
  for (const r of rows) {
    const get = (k: keyof typeof COLUMNS) => (at[k] < 0 ? null : cellValue(r.cells[at[k]]));
    const cpn = textOf(get('cpn'));
    const mpn = textOf(get('mpn'));
    const rawQty = get('qty');
    const qty = typeof rawQty === 'number' ? rawQty : /^\s*\d+\s*$/.test(textOf(rawQty).replaceAll(',', '')) ? Number(textOf(rawQty).replaceAll(',', '')) : NaN;
    if (!cpn) problems.add(r.number, 'cpn', vw(locale, 'cpnMissing'));
    if (!mpn) problems.add(r.number, 'mpn', vw(locale, 'mpnMissing'));
    if (!Number.isInteger(qty) || qty < 0) problems.add(r.number, 'qty', vw(locale, 'qtyBad'));
    const days: Partial<Record<'demand_date' | 'eta' | 'eta_wb', string | null>> = {};
    for (const k of ['demand_date', 'eta', 'eta_wb'] as const) {
      const d = dayOf(get(k), sheet.date1904);
      if (d === undefined) problems.add(r.number, k, vw(locale, 'dateBad', { column: HEADINGS[k] }));
      days[k] = d || null;
    }
    if (!days.demand_date && !days.eta && !days.eta_wb) problems.add(r.number, 'demand_date', vw(locale, 'noDate'));
    lines.push({ cpn, mpn, plant: textOf(get('plant')) || null, po_no: textOf(get('po_no')) || null, qty, demand_date: days.demand_date ?? null, eta: days.eta ?? null, eta_wb: days.eta_wb ?? null });
  }
  if (problems.any) throw problems.toError();
  return lines;
}

/** The report sheet's header, as the import reads it (the demo mails' attachments use it). */
export const V2V_HEADER = ['CPN', 'MPN', 'Plant', 'PO', 'Qty', 'Demand date', 'ETA', 'ETA WB'];
