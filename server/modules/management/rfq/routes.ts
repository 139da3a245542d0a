// The "my RFQs" calls beyond the declared ones (document: prices area):
//   POST /api/v2/rfq/detail              { id } -> the RFQ with its lines (404 outside the caller's scope)
//   POST /api/v2/rfq/zmq                 { id } -> the RFQ as an xlsx quotation sheet for the vendor
//   GET  /api/v2/rfq/quarter_price_info  ?mpn= | ?material_id= -> quarter prices quoted for that part
//   GET  /api/v2/rfq/customers           ?q= -> customers to address a new RFQ to (our own call: the
//                                        RFQ creators may not read the customer master screen)
// Each checks the my-RFQs screen's rule and the row scope (rfq-list-all sees every RFQ).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { labelIn, lineDeclaration } from '../../../../src/schema';
import { myRfq, rfqItems } from '../../../../src/resources/management/rfq/model/rfq';
import { readLines } from '../../../records/lines';
import { getRecord } from '../../../records/repository';
import { limitOf } from '../../../records/scope';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryId, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { numberCell } from '../../../../src/schema/kinds/cellRules';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, notFound } from '../../../records/request';
import { mt } from '../../../records/messages';
import { rfqText } from './messages';

async function visibleRfq(ctx: FeatureContext, req: FastifyRequest) {
  const id = Number(jsonBody(req).id);
  if (!Number.isSafeInteger(id) || id < 1) throw fieldError('id', mt(req.locale, 'badId', { param: 'id' }));
  const row = await getRecord(ctx.db, myRfq, id, limitOf(myRfq, req));
  if (!row) throw notFound(req, myRfq, id);
  return row;
}

const SHEET_COLUMNS = ['line_no', 'mpn', 'cpn', 'qty', 'target_price', 'annual_usage', 'quoted_price', 'lead_time_weeks', 'moq', 'valid_until'] as const;

export function registerRfqRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;

  app.post('/api/v2/rfq/detail', access(declAccess(myRfq, 'read')), async (req) => {
    const row = await visibleRfq(ctx, req);
    const items = await records(req, lineDeclaration(myRfq, 'items'), db).answerRows(await readLines(db, myRfq, 'items', Number(row.id)));
    return ok({ ...(await records(req, myRfq, db).answer(row)), items });
  });

  app.post('/api/v2/rfq/zmq', access(declAccess(myRfq, 'read')), async (req, reply) => {
    const locale = req.locale;
    const row = await visibleRfq(ctx, req);
    const { rows } = await sql<Record<string, unknown>>`
      select i.line_no, m.mpn, i.cpn, i.qty, i.target_price::text as target_price, i.annual_usage, i.quoted_price::text as quoted_price,
        i.lead_time_weeks, i.moq, to_char(i.valid_until, 'YYYY-MM-DD') as valid_until
      from rfq_item i join material m on m.id = i.material_id where i.rfq_id = ${Number(row.id)} order by i.line_no, i.id`.execute(db);
    const header = SHEET_COLUMNS.map((c) => (c === 'mpn' ? 'MPN' : labelIn(rfqItems.fields[c].label, locale)));
    const cells = rows.map((r) => SHEET_COLUMNS.map((c) => (r[c] === null || r[c] === undefined ? null : c === 'mpn' || c === 'cpn' || c === 'valid_until' ? String(r[c]) : numberCell(r[c]))));
    const formats = SHEET_COLUMNS.map((c) => (c === 'valid_until' ? ('date' as const) : ('general' as const)));
    const file = writeXlsx(header, cells, `${rfqText(locale, 'sheetTitle')} ${String(row.rfq_no)}`, { formats });
    return sendWorkbook(reply, `${String(row.rfq_no)}.xlsx`, file);
  });

  app.get('/api/v2/rfq/quarter_price_info', access(declAccess(myRfq, 'read')), async (req) => {
    const locale = req.locale;
    const query = req.query as Record<string, unknown>;
    const materialId = queryId(locale, 'material_id', query.material_id);
    const mpn = queryText(locale, 'mpn', one(query.mpn))?.toUpperCase();
    if (!materialId && !mpn) throw new ApiError(400, rfqText(locale, 'mpnParam'), [{ field: 'mpn', message: rfqText(locale, 'mpnParam') }]);
    const limit = limitOf(myRfq, req);
    const scoped = limit === 'all' ? sql`true` : limit.condition;
    const { rows } = await sql<Record<string, unknown>>`
      select r.id::int as rfq_id, r.rfq_no, r.stage, r.currency, c.name as customer, m.mpn, i.material_id::int as material_id,
        i.q1_price::text as q1_price, i.q2_price::text as q2_price, i.q3_price::text as q3_price, i.q4_price::text as q4_price,
        i.quoted_price::text as quoted_price, i.quoted_by, r.updated_at
      from rfq_item i
      join (select * from rfq where ${scoped}) r on r.id = i.rfq_id
      join material m on m.id = i.material_id
      left join ship_customer c on c.id = r.customer_id
      where r.stage in ('2', '3') and i.q1_price is not null
        and ${materialId ? sql`i.material_id = ${materialId}` : sql`m.mpn = ${mpn}`}
      order by r.updated_at desc, i.id desc limit 50`.execute(db);
    return ok({ list: rows.map((r) => ({ ...r, updated_at: r.updated_at instanceof Date ? r.updated_at.toISOString() : r.updated_at })), total: rows.length });
  });

  app.get('/api/v2/rfq/customers', access(declAccess(myRfq, 'write')), async (req) => {
    const q = queryText(req.locale, 'q', one((req.query as Record<string, unknown>).q)) ?? '';
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const { rows } = await sql<{ id: number; code: string; name: string }>`
      select id::int as id, code, name from ship_customer where code ilike ${like} or name ilike ${like} order by code limit 20`.execute(db);
    return ok({ list: rows, total: rows.length });
  });
}
