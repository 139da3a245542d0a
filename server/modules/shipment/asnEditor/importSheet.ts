// Reading an ASN from a spreadsheet (POST /api/v1/asn/import/inventories): one row per item naming
// the order and its line (or MPN), the quantity to ship, optionally the price and a remark. Every row
// is checked (problems name the sheet's row, R22); the items come back with their stock and an
// automatic allocation, ready for the editor. Nothing is written.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { AsnEditorItem, AsnImportProblem } from '../../../../src/resources/shipment/asn/model/editorContract';
import { fromUnits, toUnits } from '../../../../src/resources/shipment/asn/model/allocation';
import { capText } from '../../../../src/resources/shipment/asn/model/asnChecks';
import { rowMessage } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { editorText } from './messages';

const COLUMNS = ['order_no', 'po_line', 'mpn', 'qty', 'price', 'remark'] as const;
type Column = (typeof COLUMNS)[number];
export type ImportRow = Partial<Record<Column, string>> & { number: number };

const HEADERS: Record<Column, string[]> = {
  order_no: ['order no.', 'order no', 'orderno', '订单号'],
  po_line: ['line', 'po line', 'po_line', '行号'],
  mpn: ['mpn', '原厂料号'],
  qty: ['qty', 'quantity', 'ship qty', '数量', '出货数量'],
  price: ['price', 'unit price', '单价'],
  remark: ['remark', 'item remark', '备注'],
};
const columnOf = (text: string): Column | undefined => {
  const t = text.trim().toLowerCase();
  return COLUMNS.find((c) => c === t || HEADERS[c].includes(t));
};

/** The sheet's rows by column (unknown columns ignored, blank rows skipped). */
export function sheetRows(req: FastifyRequest): ImportRow[] {
  const locale = req.locale;
  const file = req.upload;
  if (!file) throw new ApiError(400, editorText(locale, 'fileMissing'), [{ field: 'file', message: editorText(locale, 'fileMissing') }]);
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const cols = sheet.header.map((c) => columnOf(String(cellValue(c) ?? '')));
  const rows: ImportRow[] = [];
  for (const r of sheet.rows) {
    const out: ImportRow = { number: r.number };
    cols.forEach((col, i) => {
      const v = col ? cellValue(r.cells[i]) : null;
      if (col && v !== null && v !== '') out[col] = String(v).trim();
    });
    if (COLUMNS.some((c) => out[c] !== undefined)) rows.push(out);
  }
  return rows;
}

interface Line { order_id: number; order_no: string; line_no: number; mpn: string; item_id: number }

/**
 * Matches each row to an open, unlocked order line: the order no. and the line, or the order no. and
 * the MPN when that names one line. Answers the matched order ids and, per row, its line; every
 * problem in the sheet's row numbers.
 */
export async function matchRows(db: Kysely<DB>, req: FastifyRequest, rows: ImportRow[]): Promise<{ orderIds: number[]; matches: { row: ImportRow; itemId: number }[]; problems: AsnImportProblem[] }> {
  const locale = req.locale;
  const problems: AsnImportProblem[] = [];
  const say = (r: ImportRow, i: number, field: Column, key: Parameters<typeof editorText>[1], args?: Record<string, string | number>) =>
    problems.push({ row: r.number, field: `rows.${i}.${field}`, message: rowMessage(locale, r.number - 2, r.mpn ?? r.order_no ?? '', editorText(locale, key, args)) });
  const nos = [...new Set(rows.map((r) => (r.order_no ?? '').toUpperCase()).filter(Boolean))];
  const lines = nos.length
    ? (await sql<Line>`select o.id::int as order_id, o.order_no, i.line_no::int as line_no, m.mpn, i.id::int as item_id
        from customer_order_item i join customer_order o on o.id = i.order_id join material m on m.id = i.material_id
        where o.order_no in (${sql.join(nos)}) and o.status = 'open' and i.qty > 0 and not i.locked`.execute(db)).rows
    : [];
  const matches: { row: ImportRow; itemId: number }[] = [];
  const seen = new Set<number>();
  for (const [i, r] of rows.entries()) {
    const missing: Column[] = (['order_no', 'qty'] as const).filter((c) => !r[c]);
    if (!r.po_line && !r.mpn) missing.push('po_line');
    if (missing.length) { say(r, i, missing[0], 'required', { fields: missing.join(', ') }); continue; }
    const no = r.order_no!.toUpperCase();
    const ofOrder = lines.filter((l) => l.order_no === no);
    if (!ofOrder.length) { say(r, i, 'order_no', 'noOrder', { no }); continue; }
    const found = r.po_line
      ? ofOrder.filter((l) => String(l.line_no) === r.po_line && (!r.mpn || l.mpn === r.mpn.toUpperCase()))
      : ofOrder.filter((l) => l.mpn === r.mpn!.toUpperCase());
    if (found.length !== 1) { say(r, i, r.po_line ? 'po_line' : 'mpn', found.length ? 'manyLines' : 'noLine', { no }); continue; }
    const units = toUnits(r.qty);
    if (units === undefined || units === 0) { say(r, i, 'qty', 'badQty', { value: r.qty! }); continue; }
    if (r.price !== undefined && !/^\d{1,13}(\.\d{1,4})?$/.test(r.price.replace(/[,\s]/g, ''))) { say(r, i, 'price', 'badPrice', { value: r.price }); continue; }
    if (seen.has(found[0].item_id)) { say(r, i, 'po_line', 'twice', { no }); continue; }
    seen.add(found[0].item_id);
    matches.push({ row: { ...r, qty: fromUnits(units) }, itemId: found[0].item_id });
  }
  return { orderIds: [...new Set(lines.filter((l) => seen.has(l.item_id)).map((l) => l.order_id))], matches, problems };
}

/** The items in the sheet's order, each with the sheet's quantity, price and remark (R17: cut at 250 bytes). */
export function importedItems(items: AsnEditorItem[], matches: { row: ImportRow; itemId: number }[]): AsnEditorItem[] {
  const byId = new Map(items.map((it) => [it.order_item_id, it]));
  return matches.flatMap(({ row, itemId }) => {
    const item = byId.get(itemId);
    if (!item) return [];
    const qty = row.qty!;
    return [{
      ...item,
      totalQty: qty,
      price: row.price !== undefined ? row.price.replace(/[,\s]/g, '') : item.price,
      remark: capText(row.remark, 'itemRemark'),
      overQty: (toUnits(qty) ?? 0) > (toUnits(item.orderQty) ?? 0),
    }];
  });
}
