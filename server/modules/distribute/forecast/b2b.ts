// EDI 830 planning schedules (POST /api/v1/b2b/830/{date}, /api/v1/b2b/cf/830/{date}: `list` of lines,
// each BG, site, plant, CPN, MPN and weekly quantities): one new forecast version per BG, dated {date},
// source edi830, and a record of each (GET /api/v1/b2b/records). All lines checked first; one transaction.
// Also GET /api/v1/sloc/forecastItems: the items of the latest forecasts stocked in one SLOC.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { sloc } from '../../../../src/resources/basic/sloc/model';
import { FAMILY_SPECS, type Family } from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { declAccess } from '../../../records/request';
import { writeTransaction } from '../../../db/retry';
import { parseWeeks } from './itemRoutes';
import { addVersion, writeWeeks } from './queries';
import { bad, fText, parseDate, parseId, parsePaging, parseText } from './words';

const what = (req: FastifyRequest) => fText(req.locale, 'forecasts');
const MAX_LINES = 20000;
type Line = { bg: string; site_code: string | null; plant: string | null; cpn: string | null; mpn: string; weeks: [string, string][] };

function parseLines(req: FastifyRequest): Line[] {
  const list = ((req.body ?? {}) as { list?: unknown }).list;
  if (!Array.isArray(list) || list.length === 0) throw bad(req, 'required', { field: 'list' }, 'list');
  if (list.length > MAX_LINES) throw bad(req, 'tooManyRows', { max: MAX_LINES }, 'list');
  return list.map((raw: Record<string, unknown>, i) => {
    try {
      return {
        bg: parseText(req, 'bg', raw?.bg, 20, true)!,
        site_code: parseText(req, 'site_code', raw?.site_code, 30),
        plant: parseText(req, 'plant', raw?.plant, 30),
        cpn: parseText(req, 'cpn', raw?.cpn, 60),
        mpn: parseText(req, 'mpn', raw?.mpn, 60, true)!,
        weeks: parseWeeks(req, raw?.weeks ?? []),
      };
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const message = fText(req.locale, 'rowError', { row: i + 1, message: e.message });
      throw new ApiError(400, message, [{ field: `list.${i + 1}.${e.errors?.[0]?.field ?? ''}`, message, row: i + 1 }]);
    }
  });
}

async function receive830(ctx: FeatureContext, req: FastifyRequest, family: Family, kind: '830' | 'cf830', date: string) {
  const lines = parseLines(req);
  const codes = [...new Set(lines.map((l) => l.bg))];
  const bgs = await sql<{ id: number; code: string }>`select id::int as id, code from bg where code = any(${codes})`.execute(ctx.db);
  const byCode = new Map(bgs.rows.map((b) => [b.code, b.id]));
  const missing = lines.findIndex((l) => !byCode.has(l.bg));
  if (missing >= 0) {
    const message = fText(req.locale, 'rowError', { row: missing + 1, message: fText(req.locale, 'noBg', { value: lines[missing].bg }) });
    throw new ApiError(400, message, [{ field: `list.${missing + 1}.bg`, message, row: missing + 1 }]);
  }
  const user = req.user!.name;
  return writeTransaction(ctx.db, async (trx) => {
    const made: { bg: string; forecast_no: string; lines: number }[] = [];
    for (const code of codes) {
      const mine = lines.filter((l) => l.bg === code);
      const id = await addVersion(trx, family, byCode.get(code)!, date, user, 'edi830', null, false);
      for (const [n, l] of mine.entries()) {
        const item = await sql<{ id: number }>`insert into forecast_item (forecast_id, line_no, site_code, plant, cpn, material_id, mpn, manufacturer_id, mpq, created_by, updated_by)
          select ${id}, ${n + 1}, ${l.site_code}, ${l.plant}, ${l.cpn}, m.id, ${l.mpn}, m.manufacturer_id, coalesce(m.mpq, 1), ${user}, ${user}
          from (select 1) x left join material m on m.mpn = ${l.mpn} returning id::int as id`.execute(trx);
        await writeWeeks(trx, item.rows[0].id, id, l.weeks);
      }
      const f = await sql<{ no: string }>`select no from forecast where id = ${id}`.execute(trx);
      await sql`insert into b2b_record (kind, record_date, bg_id, forecast_id, forecast_no, line_count, created_by)
        values (${kind}, ${date}::date, ${byCode.get(code)!}, ${id}, ${f.rows[0].no}, ${mine.length}, ${user})`.execute(trx);
      made.push({ bg: code, forecast_no: f.rows[0].no, lines: mine.length });
    }
    return { date, forecasts: made };
  });
}

export function registerB2bRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.post<{ Params: { date: string } }>('/api/v1/b2b/830/:date', access({ rule: FAMILY_SPECS.noncf.access, action: 'write', what }), async (req) =>
    ok(await receive830(ctx, req, 'noncf', '830', parseDate(req, 'date', req.params.date))),
  );
  app.post<{ Params: { date: string } }>('/api/v1/b2b/cf/830/:date', access({ rule: FAMILY_SPECS.cf.access, action: 'write', what }), async (req) =>
    ok(await receive830(ctx, req, 'cf', 'cf830', parseDate(req, 'date', req.params.date))),
  );
  const readEither = { permissions: [...new Set([...FAMILY_SPECS.noncf.access.permissions, ...FAMILY_SPECS.cf.access.permissions])] };
  app.get('/api/v1/b2b/records', access({ rule: readEither, action: 'read', what }), async (req) => {
    const p = parsePaging(req);
    const kind = (req.query as { kind?: string }).kind;
    if (kind && kind !== '830' && kind !== 'cf830') throw bad(req, 'required', { field: 'kind' }, 'kind');
    const where = sql`(${kind ?? null}::text is null or r.kind = ${kind ?? null}) and (${p.keyword} = '' or r.forecast_no ilike ${`%${p.keyword}%`})`;
    const rows = await sql`select r.id::int as id, r.kind, to_char(r.record_date, 'YYYY-MM-DD') as record_date, g.code as bg_code, r.forecast_no, r.line_count, r.status,
        r.message, r.created_by, r.created_at from b2b_record r left join bg g on g.id = r.bg_id where ${where}
      order by r.record_date desc, r.id desc limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
    const total = await sql<{ n: number }>`select count(*)::int as n from b2b_record r where ${where}`.execute(ctx.db);
    return ok({ list: rows.rows, total: total.rows[0].n, page: p.page, size: p.size });
  });
  // The SLOC screen's call: the items of each family's and BG's latest forecast kept in the SLOC.
  app.get('/api/v1/sloc/forecastItems', access(declAccess(sloc, 'read')), async (req) => {
    const q = req.query as { sloc_id?: string };
    if (!q.sloc_id) throw bad(req, 'required', { field: 'sloc_id' }, 'sloc_id');
    const slocId = parseId(req, q.sloc_id);
    const p = parsePaging(req);
    const where = sql`i.sloc_id = ${slocId} and f.version_no = (select max(version_no) from forecast x where x.family = f.family and x.bg_id = f.bg_id)`;
    const rows = await sql`select i.id::int as id, f.no as forecast_no, f.family, g.code as bg_code, i.line_no, i.cpn, i.mpn, i.plant, i.mpq::text as mpq,
        (select coalesce(sum(qty), 0)::text from forecast_qty q where q.item_id = i.id) as total_qty
      from forecast_item i join forecast f on f.id = i.forecast_id join bg g on g.id = f.bg_id where ${where}
      order by f.family, g.code, i.line_no limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
    const total = await sql<{ n: number }>`select count(*)::int as n from forecast_item i join forecast f on f.id = i.forecast_id where ${where}`.execute(ctx.db);
    return ok({ list: rows.rows, total: total.rows[0].n, page: p.page, size: p.size });
  });
}
