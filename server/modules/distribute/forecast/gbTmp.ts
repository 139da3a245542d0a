// The NonTI (GB) temporary tables (/api/v2/gb-tmp/forecast-tmp, /backlog-tmp): rows as received before they
// become forecasts and backlogs; list (keyword, page), delete one, export the filtered rows (xlsx).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { GB_BACKLOG_TMP_ACCESS, GB_FORECAST_TMP_ACCESS, GB_TMP_BASE } from '../../../../src/resources/distribute/forecast/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { fText, parseId, parsePaging } from './words';

interface TmpTable {
  path: string;
  table: string;
  rule: { permissions: string[] };
  columns: RawBuilder<unknown>;
  search: string[];
  header: { en: string[]; zh: string[] };
  order: RawBuilder<unknown>;
}

const TABLES: TmpTable[] = [
  {
    path: 'forecast-tmp',
    table: 'gb_forecast_tmp',
    rule: GB_FORECAST_TMP_ACCESS,
    columns: sql`id::int as id, bg_code, site_code, plant, cpn, mpn, to_char(week_start, 'YYYY-MM-DD') as week_start, qty::text as qty, file_name, created_by, created_at`,
    search: ['bg_code', 'site_code', 'plant', 'cpn', 'mpn', 'file_name'],
    header: { en: ['BG', 'Site', 'Plant', 'CPN', 'MPN', 'Week', 'Quantity', 'File'], zh: ['事业群', '站点', '工厂', '客户料号', 'MPN', '周', '数量', '文件'] },
    order: sql`week_start, mpn, id`,
  },
  {
    path: 'backlog-tmp',
    table: 'gb_backlog_tmp',
    rule: GB_BACKLOG_TMP_ACCESS,
    columns: sql`id::int as id, order_no, customer_code, cpn, mpn, qty::text as qty, to_char(request_date, 'YYYY-MM-DD') as request_date, file_name, created_by, created_at`,
    search: ['order_no', 'customer_code', 'cpn', 'mpn', 'file_name'],
    header: { en: ['Order no.', 'Customer', 'CPN', 'MPN', 'Quantity', 'Request date', 'File'], zh: ['订单号', '客户', '客户料号', 'MPN', '数量', '需求日期', '文件'] },
    order: sql`request_date, mpn, id`,
  },
];

const what = (req: FastifyRequest) => fText(req.locale, 'forecasts');

function whereOf(t: TmpTable, keyword: string) {
  const kw = `%${keyword.toLowerCase()}%`;
  return sql`(${keyword} = '' or ${sql.join(t.search.map((c) => sql`lower(coalesce(${sql.ref(c)}, '')) like ${kw}`), sql` or `)})`;
}

export function registerGbTmpRoutes(app: FastifyInstance, ctx: FeatureContext) {
  for (const t of TABLES) {
    const base = `${GB_TMP_BASE}/${t.path}`;
    const read = access({ rule: t.rule, action: 'read', what });
    const write = access({ rule: t.rule, action: 'write', what });
    app.get(base, read, async (req) => {
      const p = parsePaging(req);
      const where = whereOf(t, p.keyword);
      const rows = await sql`select ${t.columns} from ${sql.table(t.table)} where ${where} order by ${t.order} limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
      const total = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t.table)} where ${where}`.execute(ctx.db);
      return ok({ list: rows.rows, total: total.rows[0].n, page: p.page, size: p.size });
    });
    app.get(`${base}/export`, read, async (req, reply) => {
      const p = parsePaging(req);
      const rows = await sql<Record<string, unknown>>`select ${t.columns} from ${sql.table(t.table)} where ${whereOf(t, p.keyword)} order by ${t.order} limit 200000`.execute(ctx.db);
      const header = req.locale === 'zh-CN' ? t.header.zh : t.header.en;
      const keys = Object.keys(rows.rows[0] ?? {}).filter((k) => !['id', 'created_by', 'created_at'].includes(k));
      const cells = rows.rows.map((r) => keys.map((k) => (k === 'qty' ? Number(r[k]) : (r[k] as string | null))));
      const name = `${t.table}_${new Date().toISOString().slice(0, 10)}.xlsx`;
      return sendWorkbook(reply, name, writeXlsx(header, cells, t.path));
    });
    app.delete<{ Params: { id: string } }>(`${base}/:id`, write, async (req) => {
      const id = parseId(req, req.params.id);
      const r = await sql`delete from ${sql.table(t.table)} where id = ${id}`.execute(ctx.db);
      if (!Number(r.numAffectedRows ?? 0)) throw new ApiError(404, fText(req.locale, 'noItem', { value: id }));
      return ok({ id });
    });
  }
}
