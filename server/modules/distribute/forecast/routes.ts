// The three forecast families' calls (paths in docs/api-contract.md, "Planning: forecasts and backlogs"):
// list, BGs, detail, auto-add, add, update, delete; items list, add, update, delete, detail. Each call
// checks its family's screen rule (read, or write for changes); /forecasts reads every family.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FAMILIES, FAMILY_SPECS, FORECASTS_ACCESS, type Family } from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { importForecastSheet } from './importSheet';
import { addVersion, forecastBgs, getForecast, getItem, listForecasts, listItems, writeWeeks } from './queries';
import { bad, fText, parseDate, parseId, parsePaging, parseQty, parseText } from './words';

const what = (req: FastifyRequest) => fText(req.locale, 'forecasts');
type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});

function parseWeeks(req: FastifyRequest, raw: unknown): [string, string][] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw bad(req, 'required', { field: 'weeks' }, 'weeks');
  return raw.map((w: { week?: unknown; qty?: unknown }, i) => {
    const week = parseDate(req, `weeks.${i + 1}.week`, w?.week);
    if (new Date(`${week}T00:00:00Z`).getUTCDay() !== 1) throw bad(req, 'badWeek', { field: `weeks.${i + 1}.week`, value: week }, `weeks.${i + 1}.week`);
    return [week, parseQty(req, `weeks.${i + 1}.qty`, w?.qty)];
  });
}

/** The item fields a planner writes (plant and text caps: 30 bytes for plant, entities.md). */
function itemFields(req: FastifyRequest, b: Body, creating: boolean) {
  const out: Record<string, unknown> = {};
  const caps: Record<string, number> = { site_code: 30, hub_code: 30, plant: 30, cpn: 60, mpn: 60, ec_code: 40, ec_name: 200, biz_type: 20, supplier: 100, remark: 250 };
  for (const [f, max] of Object.entries(caps)) if (f in b || (creating && f === 'mpn')) out[f] = parseText(req, f, b[f], max, f === 'mpn');
  if ('mpq' in b) {
    const mpq = parseQty(req, 'mpq', b.mpq);
    if (Number(mpq) <= 0) throw bad(req, 'badInt', { field: 'mpq', min: 1 }, 'mpq');
    out.mpq = mpq;
  }
  if ('vsr' in b) out.vsr = b.vsr === true || b.vsr === 1 || b.vsr === 'true';
  return out;
}

function familyRoutes(app: FastifyInstance, ctx: FeatureContext, family: Family) {
  const spec = FAMILY_SPECS[family];
  const base = spec.forecastBase;
  const read = access({ rule: spec.access, action: 'read', what });
  const write = access({ rule: spec.access, action: 'write', what });
  const found = async (req: FastifyRequest, id: number) => {
    const f = await getForecast(ctx.db, family, id);
    if (!f) throw new ApiError(404, fText(req.locale, 'noForecast', { value: id }));
    return f;
  };
  const foundItem = async (req: FastifyRequest, id: number) => {
    const it = await getItem(ctx.db, id);
    if (!it || it.family !== family) throw new ApiError(404, fText(req.locale, 'noItem', { value: id }));
    return it;
  };

  app.get(base, read, async (req) => {
    const p = parsePaging(req);
    const q = req.query as { bg?: string };
    const bg = q.bg ? parseId(req, q.bg) : undefined;
    return ok({ ...(await listForecasts(ctx.db, [family], { ...p, bg })), page: p.page, size: p.size });
  });
  app.get(`${base}/bg`, read, async () => ok({ list: await forecastBgs(ctx.db, family) }));
  app.get<{ Params: { id: string } }>(`${base}/:id`, read, async (req) => ok(await found(req, parseId(req, req.params.id))));
  app.get<{ Params: { id: string } }>(`${base}/:id/item`, read, async (req) => {
    const f = await found(req, parseId(req, req.params.id));
    const p = parsePaging(req);
    return ok({ ...(await listItems(ctx.db, f.id, p)), page: p.page, size: p.size });
  });

  // Add (BG, date): a new version copying the BG's latest items and quantities.
  app.post(base, write, async (req) => {
    const b = body(req);
    if (b.bg_id === undefined || b.bg_id === null || b.bg_id === '') throw bad(req, 'required', { field: 'bg_id' }, 'bg_id');
    const bgId = parseId(req, String(b.bg_id));
    const date = parseDate(req, 'forecast_date', b.forecast_date);
    const remark = parseText(req, 'remark', b.remark, 500);
    const bg = await sql`select 1 from bg where id = ${bgId}`.execute(ctx.db);
    if (!bg.rows.length) throw bad(req, 'noBg', { value: bgId }, 'bg_id');
    const id = await ctx.db.transaction().execute((trx) => addVersion(trx, family, bgId, date, req.user!.name, 'manual', remark));
    return ok(await getForecast(ctx.db, family, id));
  });
  // A spreadsheet: a new version of the BG's forecast (all rows or none; problems by row).
  app.post(`${base}/import`, takesFile({ rule: spec.access, action: 'write', what }), async (req) => {
    const q = (req.query ?? {}) as Record<string, string | undefined>;
    if (!q.bg_id) throw bad(req, 'required', { field: 'bg_id' }, 'bg_id');
    const bgId = parseId(req, q.bg_id);
    const date = parseDate(req, 'forecast_date', q.forecast_date);
    const bg = await sql`select 1 from bg where id = ${bgId}`.execute(ctx.db);
    if (!bg.rows.length) throw bad(req, 'noBg', { value: bgId }, 'bg_id');
    if (!req.upload) {
      const msg = ieText(req.locale, 'fileMissing');
      throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
    }
    return ok(await importForecastSheet(ctx, family, bgId, date, req.upload, req.user!.name, req.locale));
  });
  // Auto-add (date): a new version for every BG that has a forecast in the family.
  app.post<{ Params: { date: string } }>(`${base}/auto/:date`, write, async (req) => {
    const date = parseDate(req, 'date', req.params.date);
    const ids = await ctx.db.transaction().execute(async (trx) => {
      const bgs = await sql<{ bg_id: number }>`select distinct bg_id::int as bg_id from forecast where family = ${family} order by 1`.execute(trx);
      if (!bgs.rows.length) throw bad(req, 'noPrevious', { value: date });
      const made: number[] = [];
      for (const r of bgs.rows) made.push(await addVersion(trx, family, r.bg_id, date, req.user!.name, 'auto', null));
      return made;
    });
    return ok({ created: ids.length, ids });
  });
  app.put<{ Params: { id: string } }>(`${base}/:id`, write, async (req) => {
    const f = await found(req, parseId(req, req.params.id));
    const b = body(req);
    const date = 'forecast_date' in b ? parseDate(req, 'forecast_date', b.forecast_date) : f.forecast_date;
    const remark = 'remark' in b ? parseText(req, 'remark', b.remark, 500) : f.remark;
    await sql`update forecast set forecast_date = ${date}::date, remark = ${remark}, updated_by = ${req.user!.name}, updated_at = now() where id = ${f.id}`.execute(ctx.db);
    return ok(await getForecast(ctx.db, family, f.id));
  });
  app.delete<{ Params: { id: string } }>(`${base}/:id`, write, async (req) => {
    const f = await found(req, parseId(req, req.params.id));
    await sql`delete from forecast where id = ${f.id}`.execute(ctx.db);
    return ok({ id: f.id });
  });

  // Items.
  app.get<{ Params: { id: string } }>(`${base}/item/:id`, read, async (req) => ok(await foundItem(req, parseId(req, req.params.id))));
  app.post<{ Params: { id: string } }>(`${base}/:id/item`, write, async (req) => {
    const f = await found(req, parseId(req, req.params.id));
    const b = body(req);
    const fields = itemFields(req, b, true);
    const weeks = parseWeeks(req, b.weeks);
    const id = await ctx.db.transaction().execute(async (trx) => {
      const m = await sql<{ id: number; manufacturer_id: number; mpq: string }>`select id::int as id, manufacturer_id::int as manufacturer_id, mpq::text as mpq
        from material where mpn = ${fields.mpn as string}`.execute(trx);
      const mat = m.rows[0];
      const made = await sql<{ id: number }>`insert into forecast_item (forecast_id, line_no, site_code, hub_code, plant, cpn, material_id, mpn, manufacturer_id, mpq,
          ec_code, ec_name, biz_type, vsr, supplier, remark, created_by, updated_by)
        values (${f.id}, (select coalesce(max(line_no), 0) + 1 from forecast_item where forecast_id = ${f.id}), ${fields.site_code ?? null}, ${fields.hub_code ?? null},
          ${fields.plant ?? null}, ${fields.cpn ?? null}, ${mat?.id ?? null}, ${fields.mpn as string}, ${mat?.manufacturer_id ?? null},
          ${(fields.mpq as string) ?? mat?.mpq ?? '1'}::numeric, ${fields.ec_code ?? null}, ${fields.ec_name ?? null}, ${fields.biz_type ?? null},
          ${fields.vsr === true}, ${fields.supplier ?? null}, ${fields.remark ?? null}, ${req.user!.name}, ${req.user!.name}) returning id::int as id`.execute(trx);
      await writeWeeks(trx, made.rows[0].id, f.id, weeks);
      return made.rows[0].id;
    });
    return ok(await getItem(ctx.db, id));
  });
  app.put<{ Params: { id: string } }>(`${base}/item/:id`, write, async (req) => {
    const it = await foundItem(req, parseId(req, req.params.id));
    const b = body(req);
    const fields = itemFields(req, b, false);
    const weeks = parseWeeks(req, b.weeks);
    await ctx.db.transaction().execute(async (trx) => {
      const sets = Object.entries(fields).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
      if ('mpn' in fields) {
        const m = await sql<{ id: number; manufacturer_id: number }>`select id::int as id, manufacturer_id::int as manufacturer_id from material where mpn = ${fields.mpn as string}`.execute(trx);
        sets.push(sql`material_id = ${m.rows[0]?.id ?? null}`, sql`manufacturer_id = ${m.rows[0]?.manufacturer_id ?? null}`);
      }
      sets.push(sql`updated_by = ${req.user!.name}`, sql`updated_at = now()`);
      await sql`update forecast_item set ${sql.join(sets)} where id = ${it.id}`.execute(trx);
      await writeWeeks(trx, it.id, it.forecast_id, weeks);
    });
    return ok(await getItem(ctx.db, it.id));
  });
  app.delete<{ Params: { id: string } }>(`${base}/item/:id`, write, async (req) => {
    const it = await foundItem(req, parseId(req, req.params.id));
    await sql`delete from forecast_item where id = ${it.id}`.execute(ctx.db);
    return ok({ id: it.id });
  });
}

export function registerForecastRoutes(app: FastifyInstance, ctx: FeatureContext) {
  for (const family of FAMILIES) familyRoutes(app, ctx, family);
  // /forecasts: every family's forecasts in one list (family filter optional), one forecast and its items.
  const readAll = access({ rule: FORECASTS_ACCESS, action: 'read', what });
  app.get<{ Params: { id: string } }>('/api/v1/forecasts/:id', readAll, async (req) => {
    const f = await getForecast(ctx.db, null, parseId(req, req.params.id));
    if (!f) throw new ApiError(404, fText(req.locale, 'noForecast', { value: req.params.id }));
    return ok(f);
  });
  app.get<{ Params: { id: string } }>('/api/v1/forecasts/:id/item', readAll, async (req) => {
    const id = parseId(req, req.params.id);
    if (!(await getForecast(ctx.db, null, id))) throw new ApiError(404, fText(req.locale, 'noForecast', { value: id }));
    const p = parsePaging(req);
    return ok({ ...(await listItems(ctx.db, id, p)), page: p.page, size: p.size });
  });
  app.get('/api/v1/forecasts', readAll, async (req) => {
    const p = parsePaging(req);
    const q = req.query as { family?: string; bg?: string };
    if (q.family && !FAMILIES.includes(q.family as Family)) throw bad(req, 'badFamily', {}, 'family');
    const bg = q.bg ? parseId(req, q.bg) : undefined;
    return ok({ ...(await listForecasts(ctx.db, q.family ? [q.family as Family] : FAMILIES, { ...p, bg })), page: p.page, size: p.size });
  });
}
