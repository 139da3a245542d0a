// GET /api/v1/materialSub/non-linked (+ /export): materials that are neither the original nor the
// substitute of any substitution record: the parts engineering has not cross-referenced yet.
// Paged like every list (page, size, sort, order, keyword on the material's search fields); the
// export writes the same rows with the material export's columns and cells, so it imports back.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { getResource } from '../../../../../src/resources/declarations';
import { tableName, type ResourceDeclaration } from '../../../../../src/schema';
import { records } from '../../../../records/recordService';
import { parseListParams, type ListParams } from '../../../../records/listParams';
import type { DB, ResourceRow } from '../../../../db/types';
import { escapeLike } from '../../../system/lookups/options';
import type { FeatureContext } from '../../../../featureContext';
import { guardOf } from '../../../../fields/guard';
import { ApiError, ok } from '../../../../http/errors';
import { columnHeader, exportColumns } from '../../../../importExport/columns';
import { exportCells } from '../../../../importExport/exportCells';
import { MAX_EXPORT_ROWS } from '../../../../importExport/limits';
import { ieText } from '../../../../importExport/messages';
import { exportFileName } from '../../../../importExport/routes';
import { writeCsv, writeXlsx, type FileFormat } from '../../../../importExport/writeSheet';
import { sendWorkbook } from '../../../../importExport/sendWorkbook';
import { mt } from '../../../../records/messages';
import { access } from '../../../../http/routeAccess';
import { declAccess, fieldError } from '../../../../records/request';
import { withReferenceKeys } from './referenceKeys';

function checkedParams(material: ResourceDeclaration, req: FastifyRequest): ListParams {
  const query = { ...(req.query as Record<string, unknown>) };
  delete query.format;
  const params = parseListParams(material, query, req.locale);
  const extra = params.ids ? 'ids' : params.filters[0]?.column;
  if (extra) throw fieldError(extra, mt(req.locale, 'nonLinkedFilters', { param: extra }));
  guardOf(material, req).refuseQuery(params);
  return params;
}

function nonLinked(db: Kysely<DB>, material: ResourceDeclaration, sub: ResourceDeclaration, p: ListParams) {
  const m = sql.table(tableName(material));
  const s = sql.table(tableName(sub));
  const keyword = p.keyword
    ? sql`and (${sql.join(material.list.search.map((col) => sql`${sql.ref(`m.${col}`)} ilike ${`%${escapeLike(p.keyword!)}%`}`), sql` or `)})`
    : sql``;
  const where = sql`from ${m} as m where not exists (
      select 1 from ${s} as s where s.original_material_id = m.id or s.substitute_material_id = m.id) ${keyword}`;
  const order = sql`order by ${sql.ref(`m.${p.sort}`)} ${sql.raw(p.order)}, m.id ${sql.raw(p.order)}`;
  return {
    count: () => sql<{ total: number }>`select count(*)::int as total ${where}`.execute(db).then((r) => Number(r.rows[0].total)),
    page: (limit: number, offset: number) => sql<ResourceRow>`select m.* ${where} ${order} limit ${limit} offset ${offset}`.execute(db).then((r) => r.rows),
  };
}

export function registerNonLinkedRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const material = getResource('material');
  const sub = getResource('material_sub');
  const pre = access(declAccess(sub, 'read'));

  app.get('/api/v1/materialSub/non-linked', pre, async (req) => {
    const params = checkedParams(material, req);
    const query = nonLinked(ctx.db, material, sub, params);
    const total = await query.count();
    const list = await query.page(params.size, (params.page - 1) * params.size);
    return ok({ list: await records(req, material, ctx.db).answerRows(list), total });
  });

  app.get('/api/v1/materialSub/non-linked/export', pre, async (req, reply) => {
    const locale = req.locale;
    const raw = (req.query as Record<string, unknown>).format ?? 'xlsx';
    if (raw !== 'xlsx' && raw !== 'csv') throw fieldError('format', ieText(locale, 'badFormat'));
    const format: FileFormat = raw;
    const params = checkedParams(material, req);
    const query = nonLinked(ctx.db, material, sub, params);
    const total = await query.count();
    if (total > MAX_EXPORT_ROWS) throw new ApiError(400, ieText(locale, 'tooManyExportRows', { count: total, max: MAX_EXPORT_ROWS }));
    const rows = await withReferenceKeys(ctx.db, material, await query.page(MAX_EXPORT_ROWS, 0));
    const columns = guardOf(material, req).columns(exportColumns(material));
    const header = columns.map((name) => columnHeader(material, name, locale));
    const cells = rows.map((row) => exportCells(material, columns, row));
    const data = format === 'csv' ? writeCsv(header, cells) : writeXlsx(header, cells, locale === 'zh-CN' ? '未关联物料' : 'Non-linked materials');
    return sendWorkbook(reply, exportFileName({ ...material, name: 'material_non_linked' }, format), data, format);
  });
}
