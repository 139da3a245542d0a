// A forecast's BU views, checks and report: the items of each BU (totals, or one BU's items), the BU
// totals against the previous version, the validation of its items, and the spreadsheet of its items
// with their weeks. Plus the item history list (GET /api/v1/forecast/item/history/list).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FAMILIES, FAMILY_SPECS, ITEM_HISTORY_ACCESS, type Family } from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { listItemHistory } from './itemHistory';
import { getForecast, listItems } from './queries';
import { bad, fText, parseId, parsePaging } from './words';

const what = (req: FastifyRequest) => fText(req.locale, 'forecasts');

async function buTotals(ctx: FeatureContext, forecastId: number) {
  const r = await sql<{ bu: string; items: number; total: string }>`select coalesce(b.code, '') as bu, count(distinct i.id)::int as items, coalesce(sum(q.qty), 0)::text as total
    from forecast_item i left join bu b on b.id = i.bu_id left join forecast_qty q on q.item_id = i.id
    where i.forecast_id = ${forecastId} group by b.code order by b.code nulls first`.execute(ctx.db);
  return r.rows;
}

/** The item problems a planner fixes before the forecast is used: unknown MPN, MPQ unlike the material's, weeks not in whole MPQs, duplicates. */
async function validate(ctx: FeatureContext, forecastId: number) {
  const r = await sql<{ item_id: number; line_no: number; mpn: string; problem: string; detail: string | null }>`
    select i.id::int as item_id, i.line_no, i.mpn, 'unknown_mpn' as problem, null as detail from forecast_item i where i.forecast_id = ${forecastId} and i.material_id is null
    union all select i.id::int, i.line_no, i.mpn, 'mpq_differs', m.mpq::text from forecast_item i join material m on m.id = i.material_id
      where i.forecast_id = ${forecastId} and m.mpq <> i.mpq
    union all select i.id::int, i.line_no, i.mpn, 'not_whole_mpq', string_agg(to_char(q.week_start, 'YYYY-MM-DD'), ', ' order by q.week_start)
      from forecast_item i join forecast_qty q on q.item_id = i.id where i.forecast_id = ${forecastId} and mod(q.qty, i.mpq) <> 0 group by i.id, i.line_no, i.mpn
    union all select i.id::int, i.line_no, i.mpn, 'duplicate', d.first::text from forecast_item i join (
        select mpn, cpn, plant, min(line_no) as first from forecast_item where forecast_id = ${forecastId} group by mpn, cpn, plant having count(*) > 1) d
      on d.mpn = i.mpn and d.cpn is not distinct from i.cpn and d.plant is not distinct from i.plant and i.line_no <> d.first where i.forecast_id = ${forecastId}
    order by 2, 4`.execute(ctx.db);
  return r.rows;
}

async function report(ctx: FeatureContext, reply: FastifyReply, forecastId: number, no: string, locale: string) {
  const weeks = await sql<{ w: string }>`select distinct to_char(week_start, 'YYYY-MM-DD') as w from forecast_qty where forecast_id = ${forecastId} order by 1`.execute(ctx.db);
  const { list } = await listItems(ctx.db, forecastId, { page: 1, size: 100_000, keyword: '' });
  const zh = locale === 'zh-CN';
  const header = [...(zh ? ['行号', '站点', 'Hub', '工厂', '库位', '客户料号', 'MPN', '原厂', '最小包装量', '事业部', 'EC 代码', 'EC 名称', '业务类型', 'VSR'] :
    ['Line', 'Site', 'Hub', 'Plant', 'SLOC', 'CPN', 'MPN', 'Manufacturer', 'MPQ', 'BU', 'EC code', 'EC name', 'Biz type', 'VSR']), ...weeks.rows.map((w) => w.w)];
  const rows = (list as Record<string, unknown>[]).map((i) => {
    const byWeek = new Map((i.weeks as { week: string; qty: string }[]).map((x) => [x.week, Number(x.qty)]));
    return [i.line_no, i.site_code, i.hub_code, i.plant, i.sloc_code, i.cpn, i.mpn, i.manufacturer, Number(i.mpq), i.bu_code, i.ec_code, i.ec_name, i.biz_type, i.vsr ? 'Y' : '',
      ...weeks.rows.map((w) => byWeek.get(w.w) ?? 0)] as (string | number | null)[];
  });
  const data = writeXlsx(header, rows, no.slice(0, 31));
  return sendWorkbook(reply, `FCST_${no}.xlsx`, data);
}

function familyReports(app: FastifyInstance, ctx: FeatureContext, family: Family) {
  const base = FAMILY_SPECS[family].forecastBase;
  const read = access({ rule: FAMILY_SPECS[family].access, action: 'read', what });
  const found = async (req: FastifyRequest, raw: string) => {
    const id = parseId(req, raw);
    const f = await getForecast(ctx.db, family, id);
    if (!f) throw new ApiError(404, fText(req.locale, 'noForecast', { value: id }));
    return f;
  };
  // The BU item list: without `bu`, each BU's item count and total; with it, that BU's items (paged).
  app.get<{ Params: { id: string } }>(`${base}/:id/bu`, read, async (req) => {
    const f = await found(req, req.params.id);
    const bu = (req.query as { bu?: string }).bu;
    if (!bu) return ok({ list: await buTotals(ctx, f.id) });
    const p = parsePaging(req);
    const ids = await sql<{ id: number }>`select id::int as id from bu where code = ${bu}`.execute(ctx.db);
    if (!ids.rows.length) throw bad(req, 'required', { field: 'bu' }, 'bu');
    const where = sql`i.forecast_id = ${f.id} and i.bu_id = ${ids.rows[0].id}`;
    const rows = await sql`select i.id::int as id, i.line_no, i.mpn, i.cpn, i.plant, (select coalesce(sum(qty), 0)::text from forecast_qty q where q.item_id = i.id) as total
      from forecast_item i where ${where} order by i.line_no limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
    const total = await sql<{ n: number }>`select count(*)::int as n from forecast_item i where ${where}`.execute(ctx.db);
    return ok({ list: rows.rows, total: total.rows[0].n, page: p.page, size: p.size });
  });
  // The BU diff: each BU's total in this version and the previous one.
  app.get<{ Params: { id: string } }>(`${base}/:id/bu/diff`, read, async (req) => {
    const f = await found(req, req.params.id);
    const prev = await sql<{ id: number; no: string }>`select id::int as id, no from forecast where family = ${family} and bg_id = ${f.bg_id} and version_no < ${f.version_no}
      order by version_no desc limit 1`.execute(ctx.db);
    const now = await buTotals(ctx, f.id);
    const before = prev.rows[0] ? await buTotals(ctx, prev.rows[0].id) : [];
    const bus = [...new Set([...now, ...before].map((r) => r.bu))].sort();
    const list = bus.map((bu) => {
      const a = before.find((r) => r.bu === bu);
      const b = now.find((r) => r.bu === bu);
      return { bu, previous: a?.total ?? '0', current: b?.total ?? '0', items_previous: a?.items ?? 0, items_current: b?.items ?? 0 };
    });
    return ok({ no: f.no, previous_no: prev.rows[0]?.no ?? null, list });
  });
  app.post<{ Params: { id: string } }>(`${base}/:id/validate`, read, async (req) => {
    const f = await found(req, req.params.id);
    const problems = await validate(ctx, f.id);
    return ok({ no: f.no, valid: problems.length === 0, problems });
  });
  app.get<{ Params: { id: string } }>(`${base}/:id/report`, read, async (req, reply) => {
    const f = await found(req, req.params.id);
    return report(ctx, reply, f.id, f.no, req.locale);
  });
}

export function registerForecastReports(app: FastifyInstance, ctx: FeatureContext) {
  for (const family of FAMILIES) familyReports(app, ctx, family);
  app.get('/api/v1/forecast/item/history/list', access({ rule: ITEM_HISTORY_ACCESS, action: 'read', what }), async (req) => {
    const p = parsePaging(req);
    const fam = (req.query as { family?: string }).family;
    if (fam && !FAMILIES.includes(fam as Family)) throw bad(req, 'badFamily', {}, 'family');
    return ok({ ...(await listItemHistory(ctx.db, { ...p, family: fam || undefined })), page: p.page, size: p.size });
  });
}
