// Importing past orders from a spreadsheet, with a preview first (document 1, customer orders):
//   POST /api/v1/order/history/parse        the file read and checked: orders, rows and every problem; nothing written
//   POST /api/v1/order/history/import       the previewed rows ({ rows }) written, all or nothing
//   POST /api/v1/order/history/file/import  the file read, checked and written in one call
//   POST /api/v2/order/history/import       the same as the file import
// One row per item; rows sharing an order number make one order (type "history"). The file is read by
// the import engine's reader (xlsx, xls, csv; its type and size checks); problems name their row (R22).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { lineDeclaration, rowMessage, validateRecord, type Locale } from '../../../../src/schema';
import type { DB, ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { cellValue, readSheet } from '../../../importExport/readSheet';
import { checkUpload } from '../../../importExport/uploadCheck';
import { excelSerialToIso } from '../../../importExport/importCells';
import { records } from '../../../records/recordService';
import { jsonBody } from '../../../records/request';
import { coDecl, coRule } from './orderAccess';
import { orderText } from './messages';
import { rowsOf } from './orderWrite';

const COLUMNS = ['order_no', 'customer', 'customer_po', 'order_date', 'currency', 'mpn', 'cpn', 'qty', 'unit_price', 'request_date'] as const;
type Column = (typeof COLUMNS)[number];
type HistoryRow = Partial<Record<Column, string>>;

/** Header words the sheet may use for each column (keys, English, Chinese). */
const HEADERS: Record<Column, string[]> = {
  order_no: ['order no.', 'order no', '订单号'], customer: ['customer', '客户'], customer_po: ['customer po', '客户 po', '客户po'],
  order_date: ['order date', '下单日期'], currency: ['currency', '币种'], mpn: ['mpn', '原厂料号'], cpn: ['cpn', '客户料号'],
  qty: ['quantity', 'qty', '数量'], unit_price: ['unit price', '单价'], request_date: ['request date', '需求日期'],
};
const columnOf = (text: string): Column | undefined => {
  const t = text.trim().toLowerCase();
  return COLUMNS.find((c) => c === t || HEADERS[c].includes(t));
};

interface Problem { row: number; field: string; message: string }
interface Planned { header: Record<string, unknown>; items: Record<string, unknown>[]; rows: number[] }

function sheetRows(req: FastifyRequest): HistoryRow[] {
  const locale = req.locale;
  const file = req.upload;
  if (!file) throw new ApiError(400, orderText(locale, 'fileMissing'), [{ field: 'file', message: orderText(locale, 'fileMissing') }]);
  const sheet = readSheet(file.data, checkUpload(file, locale), locale);
  const cols = sheet.header.map((c) => columnOf(String(cellValue(c) ?? '')));
  return sheet.rows.map((r) => {
    const out: HistoryRow = {};
    cols.forEach((col, i) => {
      if (!col) return;
      const v = cellValue(r.cells[i]);
      if (v === null || v === '') return;
      out[col] = typeof v === 'number' && col.endsWith('date') ? excelSerialToIso(v, sheet.date1904).slice(0, 10) : String(v).trim();
    });
    return out;
  });
}

/** Checks every row (customers and materials looked up in bulk) and groups rows into orders. */
async function plan(db: Kysely<DB>, req: FastifyRequest, rows: HistoryRow[], locale: Locale): Promise<{ orders: Planned[]; problems: Problem[] }> {
  const decl = coDecl(req, 'write');
  const problems: Problem[] = [];
  const say = (i: number, field: string, message: string) => problems.push({ row: i + 1, field: `rows.${i}.${field}`, message: rowMessage(locale, i, rows[i].mpn ?? '', message) });
  const codes = [...new Set(rows.map((r) => (r.customer ?? '').toUpperCase()).filter(Boolean))];
  const mpns = [...new Set(rows.map((r) => (r.mpn ?? '').toUpperCase()).filter(Boolean))];
  const orderNos = [...new Set(rows.map((r) => (r.order_no ?? '').toUpperCase()).filter(Boolean))];
  const customers = new Map((await sql<{ id: number; code: string }>`select id::int as id, upper(code) as code from ship_customer where upper(code) in (${sql.join(codes.length ? codes : [''])})`.execute(db)).rows.map((r) => [r.code, r.id]));
  const materials = new Map((await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material where mpn in (${sql.join(mpns.length ? mpns : [''])})`.execute(db)).rows.map((r) => [r.mpn, r.id]));
  const taken = new Set((await sql<{ order_no: string }>`select order_no from customer_order where order_no in (${sql.join(orderNos.length ? orderNos : [''])})`.execute(db)).rows.map((r) => r.order_no));
  const byNo = new Map<string, Planned>();
  const words = locale === 'zh-CN'
    ? { required: '订单号、客户和原厂料号必须填写', customer: '客户不存在', mpn: '物料不存在', taken: '订单号已存在', mixed: '同一订单号的行必须是同一客户' }
    : { required: 'Order no., customer and MPN are required', customer: 'Customer does not exist', mpn: 'Material does not exist', taken: 'Order no. already exists', mixed: 'Rows of one order no. must share one customer' };
  for (const [i, r] of rows.entries()) {
    const no = (r.order_no ?? '').toUpperCase();
    if (!no || !r.customer || !r.mpn) { say(i, 'order_no', words.required); continue; }
    const customerId = customers.get(r.customer.toUpperCase());
    if (!customerId) { say(i, 'customer', words.customer); continue; }
    const materialId = materials.get(r.mpn.toUpperCase());
    if (!materialId) { say(i, 'mpn', words.mpn); continue; }
    if (taken.has(no)) { say(i, 'order_no', words.taken); continue; }
    let order = byNo.get(no);
    if (!order) {
      const head = await validateRecord(decl, { order_no: no, customer_id: customerId, customer_po: r.customer_po, order_date: r.order_date, currency: r.currency ?? 'USD', status: 'closed' }, { locale });
      if (!head.ok) { for (const e of head.errors) say(i, e.field, e.message); continue; }
      order = { header: { ...head.value, order_type: 'history' }, items: [], rows: [] };
      byNo.set(no, order);
    } else if (order.header.customer_id !== customerId) { say(i, 'customer', words.mixed); continue; }
    const line = await validateRecord(lineDeclaration(decl, 'items'), { material_id: materialId, cpn: r.cpn, qty: r.qty, unit_price: r.unit_price, request_date: r.request_date }, { locale });
    if (!line.ok) { for (const e of line.errors) say(i, e.field, e.message); continue; }
    order.items.push(line.value);
    order.rows.push(i + 1);
  }
  return { orders: [...byNo.values()], problems };
}

async function write(trx: Transaction<DB>, req: FastifyRequest, orders: Planned[]) {
  const decl = coDecl(req, 'write');
  const out: ResourceRow[] = [];
  for (const o of orders) {
    const row = await records(req, decl, trx).create(o.header);
    await (trx as unknown as Transaction<Record<string, Record<string, unknown>>>).insertInto('customer_order_item')
      .values(o.items.map((v, i) => ({ ...v, order_id: Number(row.id), line_no: i + 1, locked: false, created_by: req.user!.name }))).execute();
    out.push(row);
  }
  return out;
}

export function registerHistoryImportRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const preview = (orders: Planned[], problems: Problem[], total: number) => ({
    total,
    orders: orders.map((o) => ({ order_no: o.header.order_no, customer_id: o.header.customer_id, order_date: o.header.order_date, items: o.items.length, rows: o.rows })),
    errors: problems,
  });

  app.post('/api/v1/order/history/parse', takesFile(coRule('write')), async (req) => {
    const rows = sheetRows(req);
    const { orders, problems } = await plan(ctx.db, req, rows, req.locale);
    return ok({ ...preview(orders, problems, rows.length), rows });
  });

  const importRows = async (req: FastifyRequest, rows: HistoryRow[]) => {
    const locale = req.locale;
    if (!rows.length) throw new ApiError(400, ieText(locale, 'noRows'), [{ field: 'file', message: ieText(locale, 'noRows') }]);
    const { orders, problems } = await plan(ctx.db, req, rows, locale);
    if (problems.length) throw new ApiError(400, problems[0].message, problems);
    const written = await writeTransaction(ctx.db, (trx) => write(trx, req, orders));
    return ok({ ...preview(orders, [], rows.length), list: await records(req, coDecl(req), ctx.db).answerRows(written) });
  };

  app.post('/api/v1/order/history/import', access(coRule('write')), (req) => {
    const rows = rowsOf(jsonBody(req), 'rows', orderText(req.locale, 'items').replace('items', 'rows'));
    return importRows(req, rows.map((r) => Object.fromEntries(COLUMNS.filter((c) => r[c] !== undefined && r[c] !== null).map((c) => [c, String(r[c])]))));
  });
  app.post('/api/v1/order/history/file/import', takesFile(coRule('write')), (req) => importRows(req, sheetRows(req)));
  app.post('/api/v2/order/history/import', takesFile(coRule('write')), (req) => importRows(req, sheetRows(req)));
}
