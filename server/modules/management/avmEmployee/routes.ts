// AVM employee calls (base /api/v2/avm-employee), all with the reconciliation summary's rule
// (manage-avm-reconciliation-summary):
//   GET  /                 ?page&size&period=YYYY-MM&year=YYYY&user_id&currency  -> { list, total, page, size }
//   PUT  /                 { id, commission_rate?, remark?, version? } edits one row (the commission follows
//                          the stored margin at once); without id, { user_id, period, currency, commission_rate?, remark? }
//                          adds the row of that manager, month and currency (or edits it when it exists)
//   PUT  /calculate/{id}   { version? } the row's lines and figures recomputed (calculate.ts)
//   GET  /export/{id}      one row's priced lines and totals as .xlsx
//   GET  /download         the rows (same filters as the list) as .xlsx
//   GET  /summary          ?year=YYYY  purchase, sell, rebate, refund and commission by month, and sell by month and customer
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CURRENCIES } from '../../../../src/resources/basic/customer/model/entity';
import { AVM_EMPLOYEE_ACCESS, AVM_EMPLOYEE_BASE, type AvmEmployeeRow } from '../../../../src/resources/management/avmEmployee/model/wire';
import { utf8Length, type Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion, one, queryError, queryId, queryPaging, shownValue, wholeNumber } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { writeXlsx, type Cell } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { fieldError, idValue, jsonBody, pathId } from '../../../records/request';
import { calculateAndStore, readEmployeeHead } from './calculate';
import { registerSummaryRoute } from './summary';
import { ew } from './words';

const CURRENCY_CODES = CURRENCIES.map((c) => c.value);
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const RATE = /^\d{1,3}(\.\d{1,4})?$/;

const ROW = sql`e.id, e.user_id, u.name as user_name, u.nick_name, e.period, e.currency, e.commission_rate::text as commission_rate, e.customer_count, e.line_count,
  e.uncosted_lines, e.sell_amount::text as sell_amount, e.rebate_amount::text as rebate_amount, e.purchase_amount::text as purchase_amount,
  e.margin::text as margin, e.commission::text as commission, e.status, e.calculated_at, e.remark, e.version`;

const asRow = (r: AvmEmployeeRow): AvmEmployeeRow => ({ ...r, id: Number(r.id), user_id: Number(r.user_id), version: Number(r.version), customer_count: Number(r.customer_count), line_count: Number(r.line_count), uncosted_lines: Number(r.uncosted_lines) });

async function readRow(db: Kysely<DB>, id: number): Promise<AvmEmployeeRow | undefined> {
  const r = (await sql<AvmEmployeeRow>`select ${ROW} from avm_employee e join users u on u.id = e.user_id where e.id = ${id}`.execute(db)).rows[0];
  return r ? asRow(r) : undefined;
}

/** The list's filters, each a 400 naming itself when malformed. */
function filters(req: FastifyRequest): RawBuilder<unknown> {
  const q = req.query as Record<string, unknown>;
  const parts: RawBuilder<unknown>[] = [sql`true`];
  const period = one(q.period)?.trim();
  if (period) {
    if (!MONTH.test(period)) throw queryError(req.locale, 'period', ew(req.locale, 'periodBad'));
    parts.push(sql`e.period = ${period}`);
  }
  const yearText = one(q.year)?.trim();
  if (yearText) {
    const year = wholeNumber(yearText, 2000, 2100);
    if (year === undefined) throw queryError(req.locale, 'year', ew(req.locale, 'yearBad'));
    parts.push(sql`e.period like ${`${year}-%`}`);
  }
  const userId = queryId(req.locale, 'user_id', q.user_id);
  if (userId !== undefined) parts.push(sql`e.user_id = ${userId}`);
  const currency = one(q.currency)?.trim();
  if (currency) {
    if (!CURRENCY_CODES.includes(currency)) throw queryError(req.locale, 'currency', ew(req.locale, 'currencyBad', { list: CURRENCY_CODES.join(', ') }));
    parts.push(sql`e.currency = ${currency}`);
  }
  return sql.join(parts, sql` and `);
}

function readRate(locale: Locale, raw: unknown): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!RATE.test(text) || Number(text) > 100) throw fieldError('commission_rate', ew(locale, 'rateBad'));
  return text;
}

function readRemark(locale: Locale, raw: unknown): string | null | undefined {
  if (raw === undefined) return undefined;
  if (raw === null) return null;
  if (typeof raw !== 'string' || utf8Length(raw.trim()) > 250) throw fieldError('remark', ew(locale, 'remarkLong'));
  return raw.trim() || null;
}

const HEADER = {
  'en-US': ['Account manager', 'Month', 'Currency', 'Customers', 'Lines', 'Uncosted lines', 'Sell amount', 'Rebate', 'Purchase cost', 'Margin', 'Commission rate (%)', 'Commission', 'Status', 'Remark'],
  'zh-CN': ['客户经理', '月份', '币种', '客户数', '行数', '无成本行数', '销售金额', '返利', '采购成本', '毛利', '提成比例（%）', '提成', '状态', '备注'],
};
const LINE_HEADER = {
  'en-US': ['Reconciliation no.', 'Customer', 'SO no.', 'SO date', 'MPN', 'Quantity', 'Unit price', 'Amount', 'Rebate', 'Unit cost', 'Cost', 'Margin'],
  'zh-CN': ['对账单号', '客户', '销售单号', '销售日期', '原厂料号', '数量', '单价', '金额', '返利', '单位成本', '成本', '毛利'],
};
const TOTALS = {
  'en-US': ['Sell amount', 'Rebate', 'Purchase cost', 'Margin (costed lines)', 'Commission rate (%)', 'Commission'],
  'zh-CN': ['销售金额', '返利', '采购成本', '毛利（有成本行）', '提成比例（%）', '提成'],
};

const rowCells = (r: AvmEmployeeRow): Cell[] => [r.nick_name ? `${r.nick_name} (${r.user_name})` : r.user_name, r.period, r.currency, r.customer_count, r.line_count, r.uncosted_lines,
  r.sell_amount, r.rebate_amount, r.purchase_amount, r.margin, r.commission_rate, r.commission, r.status, r.remark ?? ''];

function sendSheet(reply: FastifyReply, header: string[], rows: Cell[][], name: string) {
  const data = writeXlsx(header, rows, 'AVM employee');
  return sendWorkbook(reply, `${name}_${new Date().toISOString().slice(0, 10).replaceAll('-', '_')}.xlsx`, data);
}

export function registerAvmEmployeeRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const what = (req: FastifyRequest) => ew(req.locale, 'what');
  const read = access({ rule: AVM_EMPLOYEE_ACCESS, action: 'read', what });
  const write = access({ rule: AVM_EMPLOYEE_ACCESS, action: 'write', what });
  const unknown = (req: FastifyRequest, id: number) => new ApiError(404, ew(req.locale, 'unknown', { id }));

  app.get(AVM_EMPLOYEE_BASE, read, async (req) => {
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const where = filters(req);
    const total = Number((await sql<{ n: number }>`select count(*)::int as n from avm_employee e where ${where}`.execute(ctx.db)).rows[0].n);
    const list = (await sql<AvmEmployeeRow>`select ${ROW} from avm_employee e join users u on u.id = e.user_id where ${where}
      order by e.period desc, u.name, e.currency limit ${size} offset ${(page - 1) * size}`.execute(ctx.db)).rows.map(asRow);
    return ok({ list, total, page, size });
  });

  app.put(AVM_EMPLOYEE_BASE, write, async (req) => {
    const body = jsonBody(req);
    const locale = req.locale;
    const rate = readRate(locale, body.commission_rate);
    const remark = readRemark(locale, body.remark);
    const version = bodyVersion(locale, body.version);
    const user = req.user!.name;
    const given = body.id !== undefined && body.id !== null && body.id !== '';
    const id = await writeTransaction(ctx.db, async (trx) => {
      let rowId: number;
      if (given) {
        const id = idValue(body.id);
        if (id === undefined) throw fieldError('id', ew(locale, 'unknown', { id: shownValue(body.id) }));
        if (rate === undefined && remark === undefined) throw fieldError('commission_rate', ew(locale, 'nothing'));
        const head = await readEmployeeHead(trx, id, true);
        if (!head) throw unknown(req, id);
        if (version !== undefined && version !== head.version) throw new ApiError(409, ew(locale, 'stale'));
        rowId = id;
      } else {
        const userId = idValue(body.user_id);
        const period = typeof body.period === 'string' ? body.period.trim() : '';
        const currency = typeof body.currency === 'string' ? body.currency.trim() : '';
        const errors = [];
        const known = userId !== undefined && (await sql`select 1 from users where id = ${userId}`.execute(trx)).rows.length > 0;
        if (!known) errors.push({ field: 'user_id', message: ew(locale, 'userUnknown', { id: shownValue(body.user_id) }) });
        if (!MONTH.test(period)) errors.push({ field: 'period', message: ew(locale, 'periodBad') });
        if (!CURRENCY_CODES.includes(currency)) errors.push({ field: 'currency', message: ew(locale, 'currencyBad', { list: CURRENCY_CODES.join(', ') }) });
        if (errors.length) throw new ApiError(400, errors.map((e) => `${e.field}: ${e.message}`).join('; '), errors);
        const [row] = (await sql<{ id: number }>`insert into avm_employee (user_id, period, currency, created_by, updated_by) values (${userId}, ${period}, ${currency}, ${user}, ${user})
          on conflict (user_id, period, currency) do update set updated_at = now() returning id`.execute(trx)).rows;
        rowId = Number(row.id);
      }
      if (rate !== undefined || remark !== undefined) {
        await sql`update avm_employee set commission_rate = coalesce(${rate ?? null}::numeric, commission_rate),
            remark = case when ${remark !== undefined} then ${remark ?? null} else remark end,
            commission = round(greatest(margin, 0) * coalesce(${rate ?? null}::numeric, commission_rate) / 100, 2),
            version = version + 1, updated_at = now(), updated_by = ${user}
          where id = ${rowId}`.execute(trx);
      }
      return rowId;
    });
    return ok(await readRow(ctx.db, id));
  });

  app.put(`${AVM_EMPLOYEE_BASE}/calculate/:id`, write, async (req) => {
    const id = pathId(req, 'id');
    const version = bodyVersion(req.locale, jsonBody(req).version);
    await writeTransaction(ctx.db, async (trx) => {
      const head = await readEmployeeHead(trx, id, true);
      if (!head) throw unknown(req, id);
      if (version !== undefined && version !== head.version) throw new ApiError(409, ew(req.locale, 'stale'));
      await calculateAndStore(trx, head, req.user!.name);
    });
    return ok(await readRow(ctx.db, id));
  });

  app.get(`${AVM_EMPLOYEE_BASE}/export/:id`, read, async (req, reply) => {
    const id = pathId(req, 'id');
    const row = await readRow(ctx.db, id);
    if (!row) throw unknown(req, id);
    const lines = (await sql<Record<string, string | number | null>>`select l.recon_no, c.name as customer, l.so_no, to_char(l.so_date, 'YYYY-MM-DD') as so_date, m.mpn, l.qty,
        l.unit_price::text as unit_price, l.amount::text as amount, l.rebate_amount::text as rebate_amount, l.unit_cost::text as unit_cost,
        l.cost_amount::text as cost_amount, l.margin::text as margin
      from avm_employee_line l left join ship_customer c on c.id = l.customer_id left join material m on m.id = l.material_id
      where l.employee_id = ${id} order by l.so_date, l.so_no, l.id`.execute(ctx.db)).rows;
    const rows: Cell[][] = lines.map((l) => [l.recon_no, l.customer, l.so_no, l.so_date, l.mpn, Number(l.qty), l.unit_price, l.amount, l.rebate_amount, l.unit_cost ?? '-', l.cost_amount ?? '-', l.margin ?? '-']);
    rows.push([]);
    const values = [row.sell_amount, row.rebate_amount, row.purchase_amount, row.margin, row.commission_rate, row.commission];
    (TOTALS[req.locale] ?? TOTALS['en-US']).forEach((w, i) => rows.push([w, '', '', '', '', '', '', '', '', '', '', values[i]]));
    return sendSheet(reply, LINE_HEADER[req.locale] ?? LINE_HEADER['en-US'], rows, `avm_employee_${row.user_name}_${row.period}`);
  });

  app.get(`${AVM_EMPLOYEE_BASE}/download`, read, async (req, reply) => {
    const where = filters(req);
    const rows = (await sql<AvmEmployeeRow>`select ${ROW} from avm_employee e join users u on u.id = e.user_id where ${where}
      order by e.period desc, u.name, e.currency`.execute(ctx.db)).rows.map(asRow);
    return sendSheet(reply, HEADER[req.locale] ?? HEADER['en-US'], rows.map(rowCells), 'avm_employee');
  });

  registerSummaryRoute(app, ctx, read);
}
