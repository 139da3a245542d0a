// The FTB ASN's reads beside the generic list: the maxout view (GET /maxout, paged, and its file GET
// /maxout/report; view-ftb-maxout), the list's report file (POST /report, the filter in the body; any
// FTB reader) and one FTB ASN's history (GET /history/{id}: its events and item changes with reviews).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FTB_CALL_ACCESS, FTB_PATHS, FTB_STATUSES, MAXOUT, MAXOUT_STATUSES, type FtbHistory, type FtbMaxoutRow } from '../../../../src/resources/shipment/ftbAsn/model';
import { labelIn, type Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryError, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { MAX_EXPORT_ROWS } from '../../../importExport/limits';
import { writeCsv, writeXlsx, type Cell, type FileFormat } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { jsonBody, pathId } from '../../../records/request';
import { ftbText } from './words';

const like = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const optionText = (options: { value: string; label: { en: string; zh: string } }[], v: unknown, locale: Locale) => {
  const o = options.find((x) => x.value === String(v));
  return o ? labelIn(o.label, locale) : String(v ?? '');
};
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : v ? String(v).slice(0, 10) : null);

interface MaxoutFilter {
  keyword?: string;
  status?: string;
}

function maxoutWhere(f: MaxoutFilter): RawBuilder<unknown> {
  // Every item priced below its maxout price, whatever its review says (the status narrows it).
  const parts = [sql`i.maxout_price is not null and i.price < i.maxout_price`];
  if (f.status) parts.push(sql`i.maxout_status = ${f.status}`);
  if (f.keyword) parts.push(sql`(f.ftb_no ilike ${like(f.keyword)} or f.invoice_no ilike ${like(f.keyword)} or m.mpn ilike ${like(f.keyword)} or f.supplier_account ilike ${like(f.keyword)})`);
  return sql.join(parts, sql` and `);
}

const MAXOUT_FROM = sql`ftb_asn_item i join ftb_asn f on f.id = i.ftb_asn_id left join material m on m.id = i.material_id left join ship_customer c on c.id = f.ship_customer_id`;

async function maxoutRows(db: Kysely<DB>, f: MaxoutFilter, size: number, offset: number): Promise<FtbMaxoutRow[]> {
  const res = await sql<FtbMaxoutRow>`select i.id::int as id, f.id::int as ftb_asn_id, f.ftb_no, f.invoice_no, f.supplier_account, c.name as customer, i.line_no::int as line_no, m.mpn,
      i.qty::text as qty, i.price::text as price, i.maxout_price::text as maxout_price, (i.maxout_price - i.price)::text as gap,
      round((i.maxout_price - i.price) * i.qty, 2)::text as amount_below, i.maxout_status, f.currency
    from ${MAXOUT_FROM} where ${maxoutWhere(f)} order by i.maxout_status = ${MAXOUT.pending} desc, f.id desc, i.line_no limit ${size} offset ${offset}`.execute(db);
  return res.rows;
}

function maxoutFilter(req: FastifyRequest): MaxoutFilter {
  const q = req.query as Record<string, unknown>;
  const status = queryText(req.locale, 'maxout_status', q.maxout_status);
  if (status && ![MAXOUT.pending, MAXOUT.agreed, MAXOUT.refused].includes(status as 'pending')) throw queryError(req.locale, 'maxout_status', ftbText(req.locale, 'badMaxoutStatus'));
  return { keyword: queryText(req.locale, 'keyword', q.keyword), status };
}

function sendSheet(reply: FastifyReply, locale: Locale, formatRaw: unknown, name: string, sheet: string, header: string[], cells: Cell[][]) {
  const format = (one(formatRaw) ?? 'xlsx') as FileFormat;
  if (format !== 'xlsx' && format !== 'csv') throw queryError(locale, 'format', 'xlsx | csv');
  if (!cells.length) throw new ApiError(404, ftbText(locale, 'noRows'));
  const data = format === 'csv' ? writeCsv(header, cells) : writeXlsx(header, cells, sheet);
  const file = `${name}_${new Date().toISOString().slice(0, 10).replace(/-/g, '_')}.${format}`;
  return sendWorkbook(reply, file, data, format);
}

/** POST /report's filter: keyword, status, arrival_date range (from/to), maxout_status. */
function reportWhere(req: FastifyRequest): RawBuilder<unknown> {
  const b = jsonBody(req);
  const locale = req.locale;
  const parts = [sql`true`];
  const keyword = queryText(locale, 'keyword', b.keyword);
  if (keyword) parts.push(sql`(f.ftb_no ilike ${like(keyword)} or f.invoice_no ilike ${like(keyword)} or f.forwarder ilike ${like(keyword)} or f.supplier_account ilike ${like(keyword)} or f.warehouse ilike ${like(keyword)})`);
  const status = queryText(locale, 'status', b.status);
  if (status) {
    if (!FTB_STATUSES.some((s) => s.value === status)) throw queryError(locale, 'status', ftbText(locale, 'badStatus'));
    parts.push(sql`f.status = ${status}`);
  }
  const maxout = queryText(locale, 'maxout_status', b.maxout_status);
  if (maxout) {
    if (!MAXOUT_STATUSES.some((s) => s.value === maxout)) throw queryError(locale, 'maxout_status', ftbText(locale, 'badMaxoutStatus'));
    parts.push(sql`f.maxout_status = ${maxout}`);
  }
  for (const [param, op] of [['arrival_from', '>='], ['arrival_to', '<=']] as const) {
    const v = queryText(locale, param, b[param]);
    if (!v) continue;
    // A real calendar day only (the engine would roll 2026-02-30 over to March; the database refuses it).
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v)) || new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) !== v) throw queryError(locale, param, 'YYYY-MM-DD');
    parts.push(sql`f.arrival_date ${sql.raw(op)} ${v}::date`);
  }
  return sql.join(parts, sql` and `);
}

export function registerReportRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const maxoutAccess = access({ rule: FTB_CALL_ACCESS.maxout, action: 'read', what: (req) => ftbText(req.locale, 'maxoutWhat') });
  const readAccess = access({ rule: FTB_CALL_ACCESS.read, action: 'read', what: (req) => ftbText(req.locale, 'what') });

  app.get(FTB_PATHS.maxout, maxoutAccess, async (req) => {
    const f = maxoutFilter(req);
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>);
    const [list, total] = await Promise.all([
      maxoutRows(ctx.db, f, size, (page - 1) * size),
      sql<{ n: number }>`select count(*)::int as n from ${MAXOUT_FROM} where ${maxoutWhere(f)}`.execute(ctx.db).then((r) => r.rows[0].n),
    ]);
    return ok({ list, total, page, size });
  });

  app.get(FTB_PATHS.maxoutReport, maxoutAccess, async (req, reply) => {
    const locale = req.locale;
    const rows = await maxoutRows(ctx.db, maxoutFilter(req), MAX_EXPORT_ROWS, 0);
    const cells = rows.map((r) => [r.ftb_no, r.invoice_no, r.supplier_account, r.customer, r.line_no, r.mpn, num(r.qty), num(r.price), num(r.maxout_price), num(r.gap), num(r.amount_below), r.currency, optionText(MAXOUT_STATUSES, r.maxout_status, locale)] as Cell[]);
    return sendSheet(reply, locale, (req.query as Record<string, unknown>).format, 'ftb_maxout', ftbText(locale, 'maxoutSheet'), ftbText(locale, 'maxoutHeader'), cells);
  });

  app.post(FTB_PATHS.report, readAccess, async (req, reply) => {
    const locale = req.locale;
    const rows = (
      await sql<Record<string, unknown>>`select f.*, c.name as customer from ftb_asn f left join ship_customer c on c.id = f.ship_customer_id
        where ${reportWhere(req)} order by f.id desc limit ${MAX_EXPORT_ROWS}`.execute(ctx.db)
    ).rows;
    const cells = rows.map((r) => [r.ftb_no, r.invoice_no, r.supplier_account, r.customer, r.forwarder, r.warehouse, day(r.arrival_date), day(r.bill_date), num(r.item_count), num(r.total_qty), num(r.total_amount), r.currency,
      optionText(MAXOUT_STATUSES, r.maxout_status, locale), num(r.pending_changes), optionText(FTB_STATUSES, r.status, locale)] as Cell[]);
    return sendSheet(reply, locale, jsonBody(req).format, 'ftb_asn', ftbText(locale, 'reportSheet'), ftbText(locale, 'reportHeader'), cells);
  });

  app.get<{ Params: { id: string } }>(`${FTB_PATHS.history}/:id`, readAccess, async (req) => {
    const id = pathId(req, 'id');
    const exists = (await sql`select 1 from ftb_asn where id = ${id}`.execute(ctx.db)).rows.length;
    if (!exists) throw new ApiError(404, ftbText(req.locale, 'notFound', { id: String(id) }));
    const [events, changes] = await Promise.all([
      sql<FtbHistory['events'][number]>`select id::int as id, action, reason, user_name, at as created_at from events where resource = 'ftb_asn' and record_id = ${id} order by id desc limit 500`.execute(ctx.db),
      sql<FtbHistory['changes'][number]>`select c.id::int as id, c.ftb_asn_id::int as ftb_asn_id, c.item_id::int as item_id, c.kind, c.before, c.after, c.status::int as status, c.audit_item_id::int as audit_item_id,
          a.audit_memo, c.created_by, c.created_at, c.decided_by, c.decided_at
        from ftb_item_change c left join audit_item a on a.id = c.audit_item_id where c.ftb_asn_id = ${id} order by c.id desc`.execute(ctx.db),
    ]);
    return ok({ events: events.rows, changes: changes.rows } satisfies FtbHistory);
  });
}
