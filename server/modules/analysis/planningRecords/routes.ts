// Planning records (issue 26): the backlog records by date with a date's lines and a compare of two
// backlogs (GET /api/v1/forecast/record/backlog ...), the BU forecast records with a forecast's BU totals
// and a compare of two forecasts, and the forecast temporary-table summary (GET /api/v1/forecast/tmp/summary/...).
// Each family's calls check that family's record screen rule.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { RECORD_ACCESS, type RecordFamily } from '../../../../src/resources/distribute/forecast/model/records';
import type { FeatureContext } from '../../../featureContext';
import { requireAccess } from '../../../auth/guard';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { bad, fText, parseDate, parseId, parsePaging } from '../../distribute/forecast/words';
import { registerEdiPlanningRecords } from './ediRoutes';
import { listPage } from '../../distribute/shared/listPage';

const what = (req: FastifyRequest) => fText(req.locale, 'backlogs');
const FAMS: RecordFamily[] = ['noncf', 'cf'];

/** The family of the query (noncf by default), checked against its rule for `kind` (backlog or bu records). */
function familyOf(req: FastifyRequest, kind: 'backlog' | 'bu'): RecordFamily {
  const raw = (req.query as { family?: string }).family || 'noncf';
  if (!FAMS.includes(raw as RecordFamily)) throw bad(req, 'badFamily', {}, 'family');
  requireAccess(req, RECORD_ACCESS[kind][raw as RecordFamily], 'read', what(req));
  return raw as RecordFamily;
}
const either = (kind: 'backlog' | 'bu') => ({
  permissions: [...new Set(FAMS.flatMap((f) => RECORD_ACCESS[kind][f].permissions))],
  roles: [...new Set(FAMS.flatMap((f) => RECORD_ACCESS[kind][f].roles ?? []))],
});

async function backlogOf(ctx: FeatureContext, req: FastifyRequest, family: RecordFamily, raw: string) {
  const id = parseId(req, raw);
  const r = await sql<{ id: number; no: string; backlog_date: string }>`select id::int as id, no, to_char(backlog_date, 'YYYY-MM-DD') as backlog_date
    from backlog where id = ${id} and family = ${family}`.execute(ctx.db);
  if (!r.rows[0]) throw new ApiError(404, fText(req.locale, 'noBacklog', { value: id }));
  return r.rows[0];
}

function backlogRecords(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: either('backlog'), action: 'read', what });
  // The list of backlogs by date; with `date`, that date's lines (every backlog of the date).
  app.get('/api/v1/forecast/record/backlog', rule, async (req) => {
    const family = familyOf(req, 'backlog');
    const p = parsePaging(req);
    const date = (req.query as { date?: string }).date;
    if (date) {
      const d = parseDate(req, 'date', date);
      const kw = `%${p.keyword.toLowerCase()}%`;
      const where = sql`b.family = ${family} and b.backlog_date = ${d}::date and (${p.keyword} = '' or lower(l.mpn) like ${kw} or lower(coalesce(l.cpn, '')) like ${kw} or lower(coalesce(l.order_no, '')) like ${kw})`;
      const select = sql`l.id::int as id, b.no as backlog_no, l.line_no, l.order_no, c.code as customer, g.code as bg_code, l.cpn, l.mpn, l.qty::text as qty,
          to_char(l.request_date, 'YYYY-MM-DD') as request_date, to_char(l.esd, 'YYYY-MM-DD') as esd, l.forecast_item_id is not null as assigned, l.unassigned_reason`;
      const from = sql`backlog_line l join backlog b on b.id = l.backlog_id left join ship_customer c on c.id = l.customer_id left join bg g on g.id = l.bg_id`;
      return ok(await listPage(ctx.db, { select, from, where, order: sql`b.no, l.line_no, l.id` }, p));
    }
    const where = sql`b.family = ${family} and (${p.keyword} = '' or b.no ilike ${`%${p.keyword}%`})`;
    const select = sql`b.id::int as id, b.no, to_char(b.backlog_date, 'YYYY-MM-DD') as backlog_date, b.created_by, b.created_at,
        (select count(*)::int from backlog_line l where l.backlog_id = b.id) as line_count,
        (select coalesce(sum(qty), 0)::text from backlog_line l where l.backlog_id = b.id) as total_qty,
        (select count(forecast_item_id)::int from backlog_line l where l.backlog_id = b.id) as assigned_count,
        (select p.id::int from backlog p where p.family = b.family and (p.backlog_date, p.id) < (b.backlog_date, b.id) order by p.backlog_date desc, p.id desc limit 1) as previous_id`;
    return ok(await listPage(ctx.db, { select, from: sql`backlog b`, where, order: sql`b.backlog_date desc, b.id desc` }, p));
  });
  // Two backlogs compared per MPN and CPN: the quantity in each and the change.
  app.get<{ Params: { fId: string; sId: string } }>('/api/v1/forecast/record/backlog/compare/:fId/:sId', rule, async (req) => {
    const family = familyOf(req, 'backlog');
    const first = await backlogOf(ctx, req, family, req.params.fId);
    const second = await backlogOf(ctx, req, family, req.params.sId);
    const rows = await sql`select mpn, cpn, coalesce(sum(qty) filter (where backlog_id = ${first.id}), 0)::text as first_qty,
        coalesce(sum(qty) filter (where backlog_id = ${second.id}), 0)::text as second_qty,
        (coalesce(sum(qty) filter (where backlog_id = ${second.id}), 0) - coalesce(sum(qty) filter (where backlog_id = ${first.id}), 0))::text as change
      from backlog_line where backlog_id in (${first.id}, ${second.id}) group by mpn, cpn
      having coalesce(sum(qty) filter (where backlog_id = ${first.id}), 0) <> coalesce(sum(qty) filter (where backlog_id = ${second.id}), 0)
      order by mpn, cpn nulls first limit 5000`.execute(ctx.db);
    return ok({ first, second, list: rows.rows });
  });
}

async function forecastOf(ctx: FeatureContext, req: FastifyRequest, family: RecordFamily, key: { id?: number; no?: string }) {
  const r = await sql<{ id: number; no: string; bg_code: string; forecast_date: string; version_no: number }>`select f.id::int as id, f.no, g.code as bg_code,
      to_char(f.forecast_date, 'YYYY-MM-DD') as forecast_date, f.version_no from forecast f join bg g on g.id = f.bg_id
    where f.family = ${family} and (f.id = ${key.id ?? null} or f.no = ${key.no ?? null})`.execute(ctx.db);
  if (!r.rows[0]) throw new ApiError(404, fText(req.locale, 'noForecast', { value: String(key.id ?? key.no) }));
  return r.rows[0];
}

const buTotals = (ctx: FeatureContext, id: number) =>
  sql<{ bu: string; bu_name: string | null; items: number; total: string }>`select coalesce(b.code, '') as bu, b.name as bu_name, count(distinct i.id)::int as items,
      coalesce(sum(q.qty), 0)::text as total
    from forecast_item i left join bu b on b.id = i.bu_id left join forecast_qty q on q.item_id = i.id where i.forecast_id = ${id}
    group by b.code, b.name order by b.code nulls first`.execute(ctx.db).then((r) => r.rows);

function buRecords(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: either('bu'), action: 'read', what });
  app.get('/api/v1/forecast/record/bu', rule, async (req) => {
    const family = familyOf(req, 'bu');
    const p = parsePaging(req);
    const where = sql`f.family = ${family} and (${p.keyword} = '' or f.no ilike ${`%${p.keyword}%`} or g.code ilike ${`%${p.keyword}%`})`;
    const select = sql`f.id::int as id, f.no, g.code as bg_code, to_char(f.forecast_date, 'YYYY-MM-DD') as forecast_date, f.version_no, f.source,
        (select count(distinct i.bu_id)::int from forecast_item i where i.forecast_id = f.id) as bu_count,
        (select coalesce(sum(qty), 0)::text from forecast_qty q where q.forecast_id = f.id) as total_qty,
        (select p.no from forecast p where p.family = f.family and p.bg_id = f.bg_id and p.version_no < f.version_no order by p.version_no desc limit 1) as previous_no`;
    return ok(await listPage(ctx.db, { select, from: sql`forecast f join bg g on g.id = f.bg_id`, where, order: sql`f.forecast_date desc, g.code, f.version_no desc, f.id` }, p));
  });
  app.get<{ Params: { id: string } }>('/api/v1/forecast/record/bu/:id', rule, async (req) => {
    const family = familyOf(req, 'bu');
    const f = await forecastOf(ctx, req, family, { id: parseId(req, req.params.id) });
    return ok({ forecast: f, list: await buTotals(ctx, f.id) });
  });
  app.get<{ Params: { fNo: string; sNo: string } }>('/api/v1/forecast/record/bu/compare/:fNo/:sNo', rule, async (req) => {
    const family = familyOf(req, 'bu');
    const first = await forecastOf(ctx, req, family, { no: req.params.fNo });
    const second = await forecastOf(ctx, req, family, { no: req.params.sNo });
    const [a, b] = [await buTotals(ctx, first.id), await buTotals(ctx, second.id)];
    const bus = [...new Set([...a, ...b].map((r) => r.bu))].sort();
    const list = bus.map((bu) => {
      const x = a.find((r) => r.bu === bu);
      const y = b.find((r) => r.bu === bu);
      return { bu, bu_name: x?.bu_name ?? y?.bu_name ?? null, first: x?.total ?? '0', second: y?.total ?? '0' };
    });
    return ok({ first, second, list });
  });
}

/**
 * The forecast temporary-table summary: the GB draft rows grouped by BG and file (one summary per
 * received file; its id is the group's first row id), and one summary's rows.
 */
function tmpSummary(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: RECORD_ACCESS.tmpSummary, action: 'read', what });
  const groups = sql`select min(id)::int as id, bg_code, file_name, count(*)::int as row_count, count(distinct mpn)::int as parts,
      to_char(min(week_start), 'YYYY-MM-DD') as first_week, to_char(max(week_start), 'YYYY-MM-DD') as last_week, sum(qty)::text as total_qty,
      max(created_at) as created_at, min(created_by) as created_by
    from gb_forecast_tmp group by bg_code, file_name`;
  app.get('/api/v1/forecast/tmp/summary/list', rule, async (req) => {
    const p = parsePaging(req);
    const where = sql`(${p.keyword} = '' or s.bg_code ilike ${`%${p.keyword}%`} or coalesce(s.file_name, '') ilike ${`%${p.keyword}%`})`;
    return ok(await listPage(ctx.db, { select: sql`*`, from: sql`(${groups}) s`, where, order: sql`s.created_at desc, s.bg_code, s.id` }, p));
  });
  app.get<{ Params: { id: string } }>('/api/v1/forecast/tmp/summary/item/:id', rule, async (req) => {
    const id = parseId(req, req.params.id);
    const head = await sql<{ id: number; bg_code: string; file_name: string | null }>`select * from (${groups}) s where s.id = ${id}`.execute(ctx.db);
    if (!head.rows[0]) throw new ApiError(404, fText(req.locale, 'noItem', { value: id }));
    const p = parsePaging(req);
    const where = sql`t.bg_code = ${head.rows[0].bg_code} and t.file_name is not distinct from ${head.rows[0].file_name}`;
    const select = sql`t.id::int as id, t.site_code, t.plant, t.cpn, t.mpn, to_char(t.week_start, 'YYYY-MM-DD') as week_start, t.qty::text as qty`;
    return ok({ summary: head.rows[0], ...(await listPage(ctx.db, { select, from: sql`gb_forecast_tmp t`, where, order: sql`t.mpn, t.week_start, t.id` }, p)) });
  });
}

export function registerPlanningRecords(app: FastifyInstance, ctx: FeatureContext) {
  backlogRecords(app, ctx);
  buRecords(app, ctx);
  tmpSummary(app, ctx);
  registerEdiPlanningRecords(app, ctx);
}
