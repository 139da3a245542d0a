// Backlog calls: the upload POST /api/v1/backlog (number, date, rows, delay 14, assignShipment 1, the three
// file names; `family` noncf by default), the list per family, the unassigned lines of one backlog, the
// GB retry (POST /api/v2/gb/backlog/retry) and the CF allocate retry (PUT /api/v1/cf/backlog/allocate/{no}).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import {
  BACKLOG_BASE, CF_BACKLOG_ALLOCATE, FAMILIES, FAMILY_SPECS, GB_BACKLOG_RETRY, type BacklogRow, type Family, type UnassignedLine,
} from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { requireAccess } from '../../../auth/guard';
import { access } from '../../../http/routeAccess';
import { bad, fText, parseDate, parsePaging, parseQty, parseText } from '../forecast/words';
import { assignBacklog } from './assign';
import { syncBacklogMail } from './mailSync';

const MAX_ROWS = 20000;
const what = (req: FastifyRequest) => fText(req.locale, 'backlogs');
type Body = Record<string, unknown>;

function familyOf(req: FastifyRequest, raw: unknown): Family {
  if (raw === undefined || raw === null || raw === '') return 'noncf';
  if (!FAMILIES.includes(raw as Family)) throw bad(req, 'badFamily', {}, 'family');
  return raw as Family;
}

function intIn(req: FastifyRequest, field: string, raw: unknown, fallback: number, allowed?: number[]): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || (allowed && !allowed.includes(n))) throw bad(req, 'badInt', { field, min: 0 }, field);
  return n;
}

export async function listBacklogs(ctx: FeatureContext, family: Family, p: { page: number; size: number; keyword: string }) {
  const kw = `%${p.keyword.toLowerCase()}%`;
  const where = sql`b.family = ${family} and (${p.keyword} = '' or lower(b.no) like ${kw})`;
  const rows = await sql<BacklogRow>`select b.id::int as id, b.family, b.no, to_char(b.backlog_date, 'YYYY-MM-DD') as backlog_date, b.delay, b.assign_shipment,
      b.filename_zjr, b.filename_zjf, b.filename_or, b.status, b.created_by, b.created_at,
      (select count(*)::int from backlog_line l where l.backlog_id = b.id) as line_count,
      (select count(l.forecast_item_id)::int from backlog_line l where l.backlog_id = b.id) as assigned_count,
      (select (count(*) - count(l.forecast_item_id))::int from backlog_line l where l.backlog_id = b.id) as unassigned_count,
      (select coalesce(json_agg(json_build_object('id', x.id, 'no', x.no, 'bg_code', x.code) order by x.code), '[]'::json) from (
         select distinct f.id::int as id, f.no, g.code from backlog_line l join forecast_item i on i.id = l.forecast_item_id join forecast f on f.id = i.forecast_id
         join bg g on g.id = f.bg_id where l.backlog_id = b.id) x) as forecasts
    from backlog b where ${where} order by b.backlog_date desc, b.id desc limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
  const total = await sql<{ n: number }>`select count(*)::int as n from backlog b where ${where}`.execute(ctx.db);
  return { list: rows.rows, total: total.rows[0].n };
}

async function backlogByNo(ctx: FeatureContext, req: FastifyRequest, family: Family, no: string) {
  const r = await sql<{ id: number }>`select id::int as id from backlog where family = ${family} and no = ${no}`.execute(ctx.db);
  if (!r.rows[0]) throw new ApiError(404, fText(req.locale, 'noBacklog', { value: no }));
  return r.rows[0].id;
}

async function unassigned(ctx: FeatureContext, backlogId: number, p: { page: number; size: number; keyword: string }) {
  const kw = `%${p.keyword.toLowerCase()}%`;
  const where = sql`l.backlog_id = ${backlogId} and l.forecast_item_id is null
    and (${p.keyword} = '' or lower(l.mpn) like ${kw} or lower(coalesce(l.cpn, '')) like ${kw} or lower(coalesce(l.order_no, '')) like ${kw})`;
  const rows = await sql<UnassignedLine>`select l.id::int as id, l.line_no, l.order_no, c.code as customer, g.code as bg_code, l.cpn, l.mpn, l.qty::text as qty,
      to_char(l.request_date, 'YYYY-MM-DD') as request_date, to_char(l.esd, 'YYYY-MM-DD') as esd, l.unassigned_reason
    from backlog_line l left join ship_customer c on c.id = l.customer_id left join bg g on g.id = l.bg_id
    where ${where} order by l.line_no limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
  const total = await sql<{ n: number }>`select count(*)::int as n from backlog_line l where ${where}`.execute(ctx.db);
  return { list: rows.rows, total: total.rows[0].n };
}

function positive(req: FastifyRequest, qty: string): string {
  if (Number(qty) <= 0) throw bad(req, 'badQty', { field: 'qty' }, 'qty');
  return qty;
}

/** Checks every upload row first (400 naming the row and field), then writes and assigns in one transaction. */
async function upload(ctx: FeatureContext, req: FastifyRequest, family: Family, b: Body) {
  const no = parseText(req, 'no', b.no, 40, true)!;
  const date = parseDate(req, 'backlog_date', b.backlog_date);
  const delay = intIn(req, 'delay', b.delay, 14);
  const assignShipment = intIn(req, 'assignShipment', b.assignShipment, 1, [0, 1]);
  const files = ['filename_zjr', 'filename_zjf', 'filename_or'].map((f) => parseText(req, f, b[f], 200));
  const rows = b.backlogs;
  if (!Array.isArray(rows) || rows.length === 0) throw bad(req, 'noRows', {}, 'backlogs');
  if (rows.length > MAX_ROWS) throw bad(req, 'tooManyRows', { max: MAX_ROWS }, 'backlogs');
  const lines = rows.map((r: Body, i) => {
    // A person reads the spreadsheet row a line came from (sheet_row); a line sent without one, its position.
    const sheetRow = r?.sheet_row;
    if (sheetRow !== undefined && sheetRow !== null && !(Number.isInteger(sheetRow) && (sheetRow as number) >= 1)) {
      const message = fText(req.locale, 'rowError', { row: i + 1, message: fText(req.locale, 'badInt', { field: 'sheet_row', min: 1 }) });
      throw new ApiError(400, message, [{ field: `backlogs.${i + 1}.sheet_row`, message, row: i + 1 }]);
    }
    const row = (sheetRow as number | undefined) ?? i + 1;
    try {
      return {
        order_no: parseText(req, 'order_no', r?.order_no, 40),
        customer: parseText(req, 'customer', r?.customer, 40),
        cpn: parseText(req, 'cpn', r?.cpn, 60),
        mpn: parseText(req, 'mpn', r?.mpn, 60, true)!,
        qty: positive(req, parseQty(req, 'qty', r?.qty)),
        request_date: parseDate(req, 'request_date', r?.request_date),
      };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const field = e.errors?.[0]?.field ?? '';
      const message = fText(req.locale, 'rowError', { row, message: e.message });
      throw new ApiError(400, message, [{ field: `backlogs.${i + 1}.${field}`, message, row }]);
    }
  });
  return ctx.db.transaction().execute(async (trx) => {
    const dup = await sql`select 1 from backlog where no = ${no}`.execute(trx);
    if (dup.rows.length) throw new ApiError(409, fText(req.locale, 'backlogExists', { value: no }), [{ field: 'no', message: fText(req.locale, 'backlogExists', { value: no }) }]);
    const made = await sql<{ id: number }>`insert into backlog (family, no, backlog_date, delay, assign_shipment, filename_zjr, filename_zjf, filename_or, created_by, updated_by)
      values (${family}, ${no}, ${date}::date, ${delay}, ${assignShipment}, ${files[0]}, ${files[1]}, ${files[2]}, ${req.user!.name}, ${req.user!.name}) returning id::int as id`.execute(trx);
    const id = made.rows[0].id;
    const col = <K extends keyof (typeof lines)[number]>(k: K) => lines.map((l) => l[k]);
    // A row's order number finds its open customer-order item (same material); else its customer code.
    await sql`insert into backlog_line (backlog_id, line_no, co_item_id, order_no, customer_id, bg_id, material_id, cpn, mpn, qty, request_date, esd, created_by, updated_by)
      select ${id}, t.n, ci.id, t.order_no, coalesce(o.customer_id, c.id), coalesce(o.bg_id, c.bg_id), m.id, t.cpn, t.mpn, t.qty::numeric, t.rd::date,
        greatest(t.rd::date, ${date}::date + ${delay}::int), ${req.user!.name}, ${req.user!.name}
      from unnest(${col('order_no')}::text[], ${col('customer')}::text[], ${col('cpn')}::text[], ${col('mpn')}::text[], ${col('qty')}::text[], ${col('request_date')}::text[])
        with ordinality as t(order_no, customer, cpn, mpn, qty, rd, n)
      left join material m on m.mpn = t.mpn
      left join customer_order o on o.order_no = t.order_no
      left join ship_customer c on c.code = t.customer
      left join lateral (select i.id from customer_order_item i where i.order_id = o.id and i.material_id = m.id order by i.line_no limit 1) ci on true`.execute(trx);
    const counts = await assignBacklog(trx, id);
    return { id, no, ...counts };
  });
}

async function retry(ctx: FeatureContext, req: FastifyRequest, family: Family, no: string) {
  const id = await backlogByNo(ctx, req, family, no);
  const counts = await ctx.db.transaction().execute(async (trx) => {
    const c = await assignBacklog(trx, id);
    await sql`update backlog set status = 'assigned', updated_by = ${req.user!.name}, updated_at = now() where id = ${id}`.execute(trx);
    return c;
  });
  return { id, no, ...counts };
}

export function registerBacklogRoutes(app: FastifyInstance, ctx: FeatureContext) {
  for (const family of FAMILIES) {
    const rule = FAMILY_SPECS[family].access;
    const read = access({ rule, action: 'read', what });
    const write = access({ rule, action: 'write', what });
    const seg = FAMILY_SPECS[family].segment;
    // Per-family paths so each checks its own screen's rule.
    app.get(`${BACKLOG_BASE}/${seg}`, read, async (req) => {
      const p = parsePaging(req);
      return ok({ ...(await listBacklogs(ctx, family, p)), page: p.page, size: p.size });
    });
    app.get<{ Params: { no: string } }>(`${BACKLOG_BASE}/${seg}/unassigned/:no`, read, async (req) => {
      const id = await backlogByNo(ctx, req, family, req.params.no);
      const p = parsePaging(req);
      return ok({ ...(await unassigned(ctx, id, p)), page: p.page, size: p.size });
    });
    app.post(`${BACKLOG_BASE}/${seg}`, write, async (req) => ok(await upload(ctx, req, family, (req.body ?? {}) as Body)));
  }
  // The spec's upload: the family in the body (noncf by default), checked against that family's rule.
  const anyWrite = access({ rule: { permissions: [...new Set(FAMILIES.flatMap((f) => FAMILY_SPECS[f].access.write ?? []))] }, action: 'write', what });
  app.post(BACKLOG_BASE, anyWrite, async (req) => {
    const b = (req.body ?? {}) as Body;
    const family = familyOf(req, b.family);
    requireAccess(req, FAMILY_SPECS[family].access, 'write', fText(req.locale, 'backlogs'));
    return ok(await upload(ctx, req, family, b));
  });
  // Sync backlog from mail: the family's waiting mails become uploads (the family's write rule).
  app.get('/api/v1/backlog/sync-mail', anyWrite, async (req) => {
    const family = familyOf(req, (req.query as { family?: string }).family);
    requireAccess(req, FAMILY_SPECS[family].access, 'write', fText(req.locale, 'backlogs'));
    return ok(await syncBacklogMail(ctx, req, family, upload));
  });
  const gb = FAMILY_SPECS.nonti.access;
  app.post(GB_BACKLOG_RETRY, access({ rule: gb, action: 'write', what }), async (req) => {
    const no = parseText(req, 'no', ((req.body ?? {}) as Body).no, 40, true)!;
    return ok(await retry(ctx, req, 'nonti', no));
  });
  app.put<{ Params: { no: string } }>(`${CF_BACKLOG_ALLOCATE}/:no`, access({ rule: FAMILY_SPECS.cf.access, action: 'write', what }), async (req) =>
    ok(await retry(ctx, req, 'cf', req.params.no)),
  );
}
