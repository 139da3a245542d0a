// The EDI planning records' history ({token} screens in routes.json, on paths of ours under /analysis/history):
// record 830, the 830 planning schedules received (b2b_record: one per BG and date, each a new forecast
// version), a date's lines by type (830, CF 830) and two receipts compared part by part; record 830R, the
// revisions (each 830 that replaced an earlier one of its BG and type), compared with the one it replaced;
// record 862, the 862 shipping schedules received (the VMI 862 drafts, their lines summed).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { EDI830_TYPES, RECORD_ACCESS } from '../../../../src/resources/distribute/forecast/model/records';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { bad, fText, parseDate, parseId, parsePaging } from '../../distribute/forecast/words';
import { listPage } from '../../distribute/shared/listPage';

const what = (req: FastifyRequest) => fText(req.locale, 'ediRecords');
const B = '/api/v1/b2b/records';

/** The receipt before this one of the same BG and type (null for the first). */
const previousOf = sql`(select p.id from b2b_record p where p.kind = r.kind and p.bg_id is not distinct from r.bg_id
  and (p.record_date, p.id) < (r.record_date, r.id) order by p.record_date desc, p.id desc limit 1)`;
const columns = sql`r.id::int as id, r.kind, to_char(r.record_date, 'YYYY-MM-DD') as record_date, g.code as bg_code, r.forecast_no, r.line_count, r.status, r.message, r.created_by, r.created_at`;

async function receipt(ctx: FeatureContext, req: FastifyRequest, raw: string) {
  const id = parseId(req, raw);
  const r = await sql<{ id: number; forecast_id: number | null; forecast_no: string | null; record_date: string; bg_code: string | null }>`
    select r.id::int as id, r.forecast_id::int as forecast_id, r.forecast_no, to_char(r.record_date, 'YYYY-MM-DD') as record_date, g.code as bg_code
    from b2b_record r left join bg g on g.id = r.bg_id where r.id = ${id}`.execute(ctx.db);
  if (!r.rows[0]) throw new ApiError(404, fText(req.locale, 'no830', { value: id }));
  return r.rows[0];
}

/** Each part's total in two receipts' forecasts, and the change (exact decimals). */
async function compare(ctx: FeatureContext, req: FastifyRequest, fId: string, sId: string) {
  const [first, second] = [await receipt(ctx, req, fId), await receipt(ctx, req, sId)];
  const totals = (forecastId: number | null) => sql`select i.mpn, max(i.cpn) as cpn, coalesce(sum(q.qty), 0) as qty
    from forecast_item i left join forecast_qty q on q.item_id = i.id where i.forecast_id = ${forecastId} group by i.mpn`;
  const rows = await sql`select coalesce(a.mpn, b.mpn) as mpn, coalesce(a.cpn, b.cpn) as cpn, coalesce(a.qty, 0)::text as first_qty,
      coalesce(b.qty, 0)::text as second_qty, (coalesce(b.qty, 0) - coalesce(a.qty, 0))::text as change
    from (${totals(first.forecast_id)}) a full join (${totals(second.forecast_id)}) b on b.mpn = a.mpn order by 1`.execute(ctx.db);
  return { first, second, list: rows.rows };
}

function record830(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: RECORD_ACCESS.edi830, action: 'read', what });
  app.get(`${B}/830`, rule, async (req) => {
    const p = parsePaging(req);
    const where = sql`(${p.keyword} = '' or r.forecast_no ilike ${`%${p.keyword}%`} or g.code ilike ${`%${p.keyword}%`})`;
    return ok(await listPage(ctx.db, { select: sql`${columns}, ${previousOf}::int as previous_id`, from: sql`b2b_record r left join bg g on g.id = r.bg_id`, where, order: sql`r.record_date desc, r.id desc` }, p));
  });
  // A date's lines of one type: every part each BG's 830 of that date asked for, with its total.
  app.get<{ Params: { date: string; type: string } }>(`${B}/830/info/:date/:type`, rule, async (req) => {
    const date = parseDate(req, 'date', req.params.date);
    const type = req.params.type;
    if (!(EDI830_TYPES as readonly string[]).includes(type)) throw bad(req, 'badType', {}, 'type');
    const p = parsePaging(req);
    const where = sql`r.record_date = ${date}::date and r.kind = ${type} and (${p.keyword} = '' or i.mpn ilike ${`%${p.keyword}%`} or coalesce(i.cpn, '') ilike ${`%${p.keyword}%`})`;
    const from = sql`b2b_record r join forecast_item i on i.forecast_id = r.forecast_id left join bg g on g.id = r.bg_id`;
    const select = sql`i.id::int as id, g.code as bg_code, r.forecast_no, i.line_no, i.site_code, i.plant, i.cpn, i.mpn,
        (select coalesce(sum(q.qty), 0)::text from forecast_qty q where q.item_id = i.id) as total_qty,
        (select count(*)::int from forecast_qty q where q.item_id = i.id and q.qty > 0) as weeks`;
    return ok(await listPage(ctx.db, { select, from, where, order: sql`g.code, i.line_no, i.id` }, p));
  });
  app.get<{ Params: { fId: string; sId: string } }>(`${B}/830/compare/:fId/:sId`, rule, async (req) => ok(await compare(ctx, req, req.params.fId, req.params.sId)));
}

function record830R(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: RECORD_ACCESS.edi830R, action: 'read', what });
  app.get(`${B}/830R`, rule, async (req) => {
    const p = parsePaging(req);
    const revisions = sql`select ${columns}, ${previousOf}::int as previous_id from b2b_record r left join bg g on g.id = r.bg_id
      where (${p.keyword} = '' or r.forecast_no ilike ${`%${p.keyword}%`} or g.code ilike ${`%${p.keyword}%`})`;
    return ok(await listPage(ctx.db, {
      select: sql`v.*, p.forecast_no as previous_no, p.line_count as previous_line_count`,
      from: sql`(${revisions}) v join b2b_record p on p.id = v.previous_id`,
      where: sql`true`,
      order: sql`v.record_date desc, v.id desc`,
    }, p));
  });
  app.get<{ Params: { fId: string; sId: string } }>(`${B}/830R/compare/:fId/:sId`, rule, async (req) => ok(await compare(ctx, req, req.params.fId, req.params.sId)));
}

function record862(app: FastifyInstance, ctx: FeatureContext) {
  const rule = access({ rule: RECORD_ACCESS.edi862, action: 'read', what });
  app.get(`${B}/862`, rule, async (req) => {
    const p = parsePaging(req);
    const where = sql`(${p.keyword} = '' or d.doc_no ilike ${`%${p.keyword}%`} or coalesce(d.release_no, '') ilike ${`%${p.keyword}%`})`;
    const from = sql`consumption862 d left join sloc s on s.id = d.sloc_id left join ship_customer c on c.id = d.customer_id`;
    const select = sql`d.id::int as id, d.doc_no, d.release_no, to_char(d.doc_date, 'YYYY-MM-DD') as doc_date, s.code as sloc, c.name as customer,
        d.status, d.applied_at, (select count(*)::int from consumption862_item i where i.draft_id = d.id) as line_count,
        (select coalesce(sum(i.qty), 0)::text from consumption862_item i where i.draft_id = d.id) as total_qty,
        (select coalesce(sum(i.qty * i.unit_price), 0)::numeric(20, 2)::text from consumption862_item i where i.draft_id = d.id) as amount`;
    return ok(await listPage(ctx.db, { select, from, where, order: sql`d.doc_date desc, d.id desc` }, p));
  });
}

export function registerEdiPlanningRecords(app: FastifyInstance, ctx: FeatureContext) {
  record830(app, ctx);
  record830R(app, ctx);
  record862(app, ctx);
}
