// The three forecast families' calls (paths in docs/api-contract.md, "Planning: forecasts and backlogs"):
// list, BGs, detail, auto-add, add, update, delete; items list, add, update, delete, detail. Each call
// checks its family's screen rule (read, or write for changes); /forecasts reads every family.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FAMILIES, FAMILY_SPECS, FORECASTS_ACCESS, type Family } from '../../../../src/resources/distribute/forecast/model/wire';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { ieText } from '../../../importExport/messages';
import { importForecastSheet } from './importSheet';
import { registerItemRoutes } from './itemRoutes';
import { addVersion, forecastBgs, getForecast, listForecasts, listItems, swapsHolding } from './queries';
import { bad, fText, parseDate, parseId, parsePaging, parseText } from './words';

const what = (req: FastifyRequest) => fText(req.locale, 'forecasts');
type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});

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
    const id = await writeTransaction(ctx.db, (trx) => addVersion(trx, family, bgId, date, req.user!.name, 'manual', remark));
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
    const ids = await writeTransaction(ctx.db, async (trx) => {
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
    await writeTransaction(ctx.db, async (trx) => {
      const held = await swapsHolding(trx, { forecastId: f.id });
      if (held) throw new ApiError(409, fText(req.locale, 'inSwaps', { what: f.no, count: held }));
      await sql`delete from forecast where id = ${f.id}`.execute(trx);
    });
    return ok({ id: f.id });
  });

  registerItemRoutes(app, ctx, family);
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
