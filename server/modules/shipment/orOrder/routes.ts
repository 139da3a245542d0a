// The OR calls beside the declared ones (docs/api-contract.md, "OR"):
//   GET /api/v2/or/list        every OR line with its header (keyword, status, vendor_id, material_id, page, size)
//   GET /api/v2/or/history/{id} the OR's change history (the event log's paging and filters)
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { OR_STATUSES, orOrder } from '../../../../src/resources/shipment/orOrder/model/orOrder';
import { getRecord } from '../../../records/repository';
import { parseEventQuery } from '../../../events/input';
import { listEvents } from '../../../events/queries';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { one, queryError, queryId, queryPaging, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { escapeLike } from '../../../records/repository';
import { declAccess, notFound, pathId } from '../../../records/request';
import { orText } from './messages';

const BASE = '/api/v2/or';
const LINE_PARAMS = new Set(['keyword', 'status', 'vendor_id', 'material_id', 'page', 'size']);

export function registerOrRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;

  app.get(`${BASE}/list`, access(declAccess(orOrder, 'read')), async (req) => {
    const locale = req.locale;
    const query = req.query as Record<string, unknown>;
    const unknown = Object.keys(query).find((k) => !LINE_PARAMS.has(k));
    if (unknown) throw queryError(locale, unknown, orText(locale, 'lineParams'));
    const status = one(query.status);
    if (status && !OR_STATUSES.some((s) => s.value === status)) throw queryError(locale, 'status', orText(locale, 'status'));
    const keyword = queryText(locale, 'keyword', query.keyword);
    const vendorId = queryId(locale, 'vendor_id', query.vendor_id);
    const materialId = queryId(locale, 'material_id', query.material_id);
    const { page, size } = queryPaging(locale, query);
    const like = keyword ? `%${escapeLike(keyword)}%` : undefined;
    const where = sql.join(
      [
        sql`true`,
        ...(status ? [sql`o.status = ${status}`] : []),
        ...(vendorId ? [sql`o.vendor_id = ${vendorId}`] : []),
        ...(materialId ? [sql`i.material_id = ${materialId}`] : []),
        ...(like ? [sql`(o.or_no ilike ${like} or m.mpn ilike ${like})`] : []),
      ],
      sql` and `,
    );
    const from = sql`from or_item i join or_order o on o.id = i.or_id join material m on m.id = i.material_id join vendor v on v.id = o.vendor_id`;
    const total = (await sql<{ n: number }>`select count(*)::int as n ${from} where ${where}`.execute(db)).rows[0].n;
    const list = await sql`select i.id::int as id, o.id::int as or_id, o.or_no, o.status, o.currency, o.or_date::text as or_date, v.name as vendor,
        i.line_no::int as line_no, i.material_id::int as material_id, m.mpn, i.qty::text as qty, i.unit_price::text as unit_price,
        i.amount::text as amount, i.request_date::text as request_date
      ${from} where ${where} order by o.or_date desc, o.id desc, i.line_no limit ${size} offset ${(page - 1) * size}`.execute(db);
    return ok({ list: list.rows, total, page, size });
  });

  app.get(`${BASE}/history/:id`, access(declAccess(orOrder, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const q = parseEventQuery(req, ['action', 'from', 'to']);
    if (!(await getRecord(db, orOrder, id))) throw notFound(req, orOrder, id);
    return ok(await listEvents(db, { ...q, resources: ['or_order', 'my_or'], recordId: id }));
  });
}
