// Order items across orders, by material (document 2, customer orders):
//   GET /api/v1/order/material          items with their order and material, filtered (mpn, customer_id, order_no), paged
//   GET /api/v2/order/material/export   the same rows as a spreadsheet (format=xlsx|csv)
//   GET /api/v1/order/download/all      every order the caller may see, one row per item, as a spreadsheet
// Amounts are computed by the database (numeric qty × unit price), never in JavaScript.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import type { Locale } from '../../../../src/schema';
import { limitOf } from '../../../records/scope';
import { preparedRows } from '../../../db/prepared';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryId, queryPaging, queryText } from '../../../http/params';
import { sendJsonBuffer } from '../../../http/jsonBuffer';
import { access } from '../../../http/routeAccess';
import { MAX_EXPORT_ROWS } from '../../../importExport/limits';
import { ieText } from '../../../importExport/messages';
import { writeCsv, writeXlsx, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { coDecl, coRule } from './orderAccess';

export interface MaterialRow {
  id: number; order_id: number; order_no: string; customer: string; order_date: string; currency: string; line_no: number;
  mpn: string; cpn: string | null; qty: string; unit_price: string; amount: string; request_date: string | null; locked: boolean;
}

const HEADER: Record<Locale, string[]> = {
  'en-US': ['Order no.', 'Customer', 'Order date', 'Currency', 'Line', 'MPN', 'CPN', 'Quantity', 'Unit price', 'Amount', 'Request date', 'Locked'],
  'zh-CN': ['订单号', '客户', '下单日期', '币种', '行号', '原厂料号', '客户料号', '数量', '单价', '金额', '需求日期', '锁定'],
};

/**
 * The caller's filter, with the caller's row scope on the orders: conditions on the item alone, on its
 * order (`o`), and the MPN, which the page tests on the material it joins anyway (one table fewer to
 * plan than a sub-select) and the count through a sub-select (it joins no material).
 */
interface MaterialFilter {
  items: RawBuilder<boolean>[];
  orders: RawBuilder<boolean>[];
  mpn?: string;
}

function filterOf(req: FastifyRequest): MaterialFilter {
  const locale = req.locale;
  const q = req.query as Record<string, unknown>;
  const decl = coDecl(req);
  const limit = limitOf(decl, req);
  const items: RawBuilder<boolean>[] = [];
  const orders: RawBuilder<boolean>[] = [];
  // The scope's condition names the order's columns: applied inside a query over the orders only.
  if (limit !== 'all') items.push(sql<boolean>`i.order_id in (select id from customer_order where ${limit.condition})`);
  const mpn = queryText(locale, 'mpn', q.mpn)?.toUpperCase();
  const materialId = queryId(locale, 'material_id', q.material_id);
  if (materialId) items.push(sql<boolean>`i.material_id = ${materialId}`);
  const customer = queryId(locale, 'customer_id', q.customer_id);
  if (customer) orders.push(sql<boolean>`o.customer_id = ${customer}`);
  const orderNo = queryText(locale, 'order_no', q.order_no);
  if (orderNo) orders.push(sql<boolean>`o.order_no = ${orderNo.toUpperCase()}`);
  return { items, orders, mpn: mpn || undefined };
}

const and = (parts: RawBuilder<boolean>[]) => (parts.length ? sql<boolean>`${sql.join(parts, sql` and `)}` : sql<boolean>`true`);

function pageQuery(f: MaterialFilter, size: number, offset: number) {
  const where = and([...f.items, ...f.orders, ...(f.mpn ? [sql<boolean>`m.mpn = ${f.mpn}`] : [])]);
  return sql<MaterialRow>`select i.id::int as id, o.id::int as order_id, o.order_no, c.name as customer, o.order_date::text as order_date, o.currency, i.line_no::int as line_no,
        m.mpn, i.cpn, i.qty::text as qty, i.unit_price::text as unit_price, (i.qty * i.unit_price)::numeric(24, 4)::text as amount, i.request_date::text as request_date, i.locked
      from customer_order_item i join customer_order o on o.id = i.order_id join material m on m.id = i.material_id join ship_customer c on c.id = o.customer_id
      where ${where} order by o.order_date desc, o.id desc, i.line_no limit ${size} offset ${offset}`;
}

const materialRows = (ctx: FeatureContext, f: MaterialFilter, size: number, offset: number) => preparedRows(ctx.db, 'co-material-page', pageQuery(f, size, offset));

/** Every item has its order (a required reference): the count joins the orders only to filter on them. */
async function countRows(ctx: FeatureContext, f: MaterialFilter) {
  const where = and([...f.items, ...f.orders, ...(f.mpn ? [sql<boolean>`i.material_id in (select id from material where mpn = ${f.mpn})`] : [])]);
  const from = f.orders.length ? sql`customer_order_item i join customer_order o on o.id = i.order_id` : sql`customer_order_item i`;
  return Number((await preparedRows(ctx.db, 'co-material-count', sql<{ n: string }>`select count(*)::text as n from ${from} where ${where}`))[0].n);
}

function sendSheet(reply: FastifyReply, format: FileFormat, name: string, locale: Locale, rows: MaterialRow[]) {
  const cells = rows.map((r) => [r.order_no, r.customer, r.order_date, r.currency, r.line_no, r.mpn, r.cpn ?? '', r.qty, r.unit_price, r.amount, r.request_date ?? '', r.locked ? 'Y' : '']);
  const data = format === 'csv' ? writeCsv(HEADER[locale], cells) : writeXlsx(HEADER[locale], cells, name);
  const file = `${name}_${new Date().toISOString().slice(0, 10)}.${format}`;
  return sendWorkbook(reply, file, data, format);
}

export function registerMaterialRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const read = access(coRule('read'));

  app.get('/api/v1/order/material', read, async (req, reply) => {
    const filter = filterOf(req);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const [list, total] = await Promise.all([materialRows(ctx, filter, size, (page - 1) * size), countRows(ctx, filter)]);
    // Rows, not PostgreSQL's json_agg: building the JSON in the database cost it more than parsing
    // the rows and writing them here (bench/orders/material-list.ts).
    return sendJsonBuffer(reply, ok({ list, total, page, size }));
  });

  const exportRoute = (name: string) => async (req: FastifyRequest, reply: FastifyReply) => {
    const locale = req.locale;
    const format = (one((req.query as Record<string, unknown>).format) ?? 'xlsx') as FileFormat;
    if (format !== 'xlsx' && format !== 'csv') throw queryError(locale, 'format', ieText(locale, 'badFormat'));
    const filter = filterOf(req);
    const total = await countRows(ctx, filter);
    if (total > MAX_EXPORT_ROWS) throw new ApiError(400, ieText(locale, 'tooManyExportRows', { count: total, max: MAX_EXPORT_ROWS }));
    return sendSheet(reply, format, name, locale, await materialRows(ctx, filter, MAX_EXPORT_ROWS, 0));
  };
  app.get('/api/v2/order/material/export', read, exportRoute('order_materials'));
  app.get('/api/v1/order/download/all', read, exportRoute('orders'));
}
