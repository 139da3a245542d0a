// A family's forecast item calls (paths in docs/api-contract.md): add, update, delete, detail; the plant,
// CPN and supplier edits; inspect (the item, the previous version's same item, its backlog lines);
// the item's history. Every change is one transaction with its history row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { FAMILY_SPECS, type Family } from '../../../../src/resources/distribute/forecast/model/wire';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import type { FieldError } from '../../../../src/schema';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { diff, listItemHistory, recordItemHistory } from './itemHistory';
import { getForecast, getItem, swapsHolding, writeWeeks } from './queries';
import { bad, fText, parseDate, parseId, parsePaging, parseQty, parseText } from './words';

type Body = Record<string, unknown>;
const body = (req: FastifyRequest): Body => (req.body && typeof req.body === 'object' ? (req.body as Body) : {});
const what = (req: FastifyRequest) => fText(req.locale, 'forecasts');

/** Collects each problem (400, field named) of the steps instead of stopping at the first; throws them together. */
function gather<T>(problems: FieldError[], step: () => T): T | undefined {
  try {
    return step();
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 400) throw e;
    problems.push(...(e.errors ?? [{ field: '', message: e.message }]));
    return undefined;
  }
}
const refuse = (problems: FieldError[]) => {
  if (problems.length) throw new ApiError(400, problems.map((p) => p.message).join('; '), problems);
};

export function parseWeeks(req: FastifyRequest, raw: unknown, problems: FieldError[] = []): [string, string][] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) throw bad(req, 'required', { field: 'weeks' }, 'weeks');
  const weeks = raw.map((w: { week?: unknown; qty?: unknown }, i) => {
    const week = gather(problems, () => {
      const d = parseDate(req, `weeks.${i + 1}.week`, w?.week);
      if (new Date(`${d}T00:00:00Z`).getUTCDay() !== 1) throw bad(req, 'badWeek', { field: `weeks.${i + 1}.week`, value: d }, `weeks.${i + 1}.week`);
      return d;
    });
    const qty = gather(problems, () => parseQty(req, `weeks.${i + 1}.qty`, w?.qty));
    return [week, qty] as [string, string];
  });
  refuse(problems);
  return weeks;
}

const CAPS: Record<string, number> = { site_code: 30, hub_code: 30, plant: 30, cpn: 60, mpn: 60, ec_code: 40, ec_name: 200, biz_type: 20, supplier: 100, remark: 250 };

/** The item fields a planner writes (plant and text caps: 30 bytes for plant, entities.md); every bad field named. */
function itemFields(req: FastifyRequest, b: Body, creating: boolean, only?: string[], gathered?: FieldError[]) {
  // Without a caller's list, the problems are refused here (the one-field plant/CPN/supplier edits).
  const problems = gathered ?? [];
  const out: Record<string, unknown> = {};
  for (const [f, max] of Object.entries(CAPS)) {
    if (only && !only.includes(f)) continue;
    if (f in b || (creating && f === 'mpn') || (only && only.includes(f))) {
      gather(problems, () => (out[f] = parseText(req, f, b[f], max, f === 'mpn' || (only !== undefined && f !== 'supplier'))));
    }
  }
  if (!only && 'mpq' in b) {
    gather(problems, () => {
      const mpq = parseQty(req, 'mpq', b.mpq);
      if (Number(mpq) <= 0) throw bad(req, 'badInt', { field: 'mpq', min: 1 }, 'mpq');
      out.mpq = mpq;
    });
  }
  if (!only && 'vsr' in b) out.vsr = b.vsr === true || b.vsr === 1 || b.vsr === 'true';
  if (!gathered) refuse(problems);
  return out;
}

/** An item body's fields and weeks, every problem of both named in one 400. */
function itemBody(req: FastifyRequest, b: Body, creating: boolean) {
  const problems: FieldError[] = [];
  const fields = itemFields(req, b, creating, undefined, problems);
  const weeks = gather(problems, () => parseWeeks(req, b.weeks)) ?? [];
  refuse(problems);
  return { fields, weeks };
}

export function registerItemRoutes(app: FastifyInstance, ctx: FeatureContext, family: Family) {
  const spec = FAMILY_SPECS[family];
  const base = spec.forecastBase;
  const read = access({ rule: spec.access, action: 'read', what });
  const write = access({ rule: spec.access, action: 'write', what });
  const foundItem = async (req: FastifyRequest, raw: string) => {
    const id = parseId(req, raw);
    const it = await getItem(ctx.db, id);
    if (!it || it.family !== family) throw new ApiError(404, fText(req.locale, 'noItem', { value: id }));
    return it as unknown as Record<string, unknown> & { id: number; forecast_id: number; mpn: string; line_no: number; material_id: number | null };
  };

  app.get<{ Params: { id: string } }>(`${base}/item/:id`, read, async (req) => ok(await foundItem(req, req.params.id)));

  app.post<{ Params: { id: string } }>(`${base}/:id/item`, write, async (req) => {
    const fid = parseId(req, req.params.id);
    const f = await getForecast(ctx.db, family, fid);
    if (!f) throw new ApiError(404, fText(req.locale, 'noForecast', { value: fid }));
    const { fields, weeks } = itemBody(req, body(req), true);
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
      await recordItemHistory(trx, made.rows[0].id, 'add', { ...diff({}, fields), ...Object.fromEntries(weeks.map(([w, q]) => [w, [null, q] as [unknown, unknown]])) }, req.user!.name);
      return made.rows[0].id;
    });
    return ok(await getItem(ctx.db, id));
  });

  const update = async (req: FastifyRequest, raw: string, fields: Record<string, unknown>, weeks: [string, string][], action: 'update' | 'plant' | 'cpn' | 'supplier') => {
    const it = await foundItem(req, raw);
    await ctx.db.transaction().execute(async (trx) => {
      const sets = Object.entries(fields).map(([k, v]) => sql`${sql.ref(k)} = ${v}`);
      if ('mpn' in fields) {
        const m = await sql<{ id: number; manufacturer_id: number }>`select id::int as id, manufacturer_id::int as manufacturer_id from material where mpn = ${fields.mpn as string}`.execute(trx);
        sets.push(sql`material_id = ${m.rows[0]?.id ?? null}`, sql`manufacturer_id = ${m.rows[0]?.manufacturer_id ?? null}`);
      }
      sets.push(sql`updated_by = ${req.user!.name}`, sql`updated_at = now()`);
      const before = await sql<Record<string, string>>`select week_start::text as w, qty::text as q from forecast_qty where item_id = ${it.id}`.execute(trx);
      const was = new Map(before.rows.map((r) => [r.w, r.q]));
      await sql`update forecast_item set ${sql.join(sets)} where id = ${it.id}`.execute(trx);
      await writeWeeks(trx, it.id, it.forecast_id, weeks);
      const weekChanges = Object.fromEntries(weeks.filter(([w, q]) => Number(was.get(w) ?? 0) !== Number(q)).map(([w, q]) => [w, [was.get(w) ?? null, q] as [unknown, unknown]]));
      const changes = { ...diff(it, fields), ...weekChanges };
      if (Object.keys(changes).length) await recordItemHistory(trx, it.id, action, changes, req.user!.name);
    });
    return ok(await getItem(ctx.db, it.id));
  };
  app.put<{ Params: { id: string } }>(`${base}/item/:id`, write, async (req) => {
    const { fields, weeks } = itemBody(req, body(req), false);
    return update(req, req.params.id, fields, weeks, 'update');
  });
  // The plant, CPN and supplier edits: one field each.
  for (const field of ['plant', 'cpn', 'supplier'] as const) {
    app.put<{ Params: { id: string } }>(`${base}/item/:id/${field}`, write, async (req) => update(req, req.params.id, itemFields(req, body(req), false, [field]), [], field));
  }
  app.delete<{ Params: { id: string } }>(`${base}/item/:id`, write, async (req) => {
    const it = await foundItem(req, req.params.id);
    await writeTransaction(ctx.db, async (trx) => {
      const held = await swapsHolding(trx, { itemId: it.id });
      if (held) throw new ApiError(409, fText(req.locale, 'inSwaps', { what: `#${it.line_no} ${it.mpn}`, count: held }));
      await recordItemHistory(trx, it.id, 'delete', {}, req.user!.name);
      await sql`delete from forecast_item where id = ${it.id}`.execute(trx);
    });
    return ok({ id: it.id });
  });

  // Inspect: the item, the same item (MPN, CPN, plant) in the previous version, and the backlog lines assigned to it.
  app.get<{ Params: { id: string } }>(`${base}/item/:id/inspect`, read, async (req) => {
    const it = await foundItem(req, req.params.id);
    const prev = await sql<{ id: number }>`select p.id::int as id from forecast f join forecast pf on pf.family = f.family and pf.bg_id = f.bg_id and pf.version_no < f.version_no
        join forecast_item p on p.forecast_id = pf.id and p.mpn = ${it.mpn} and p.cpn is not distinct from ${it.cpn as string | null} and p.plant is not distinct from ${it.plant as string | null}
      where f.id = ${it.forecast_id} order by pf.version_no desc, p.line_no limit 1`.execute(ctx.db);
    const backlog = await sql`select b.no as backlog_no, to_char(b.backlog_date, 'YYYY-MM-DD') as backlog_date, l.order_no, l.qty::text as qty,
        to_char(l.request_date, 'YYYY-MM-DD') as request_date, to_char(l.esd, 'YYYY-MM-DD') as esd
      from backlog_line l join backlog b on b.id = l.backlog_id where l.forecast_item_id = ${it.id} order by b.backlog_date desc, l.line_no limit 500`.execute(ctx.db);
    return ok({ item: it, previous: prev.rows[0] ? await getItem(ctx.db, prev.rows[0].id) : null, backlog: backlog.rows });
  });
  app.get<{ Params: { id: string } }>(`${base}/item/:id/history`, read, async (req) => {
    const it = await foundItem(req, req.params.id);
    const p = parsePaging(req);
    return ok({ ...(await listItemHistory(ctx.db, { ...p, itemId: it.id })), page: p.page, size: p.size });
  });
}
