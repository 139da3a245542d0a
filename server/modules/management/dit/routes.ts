// DIT calls beyond the declared ones (list, create, one, PUT {id}, export, PUT mp-date/{id}, PUT archive).
// Reading with the screen's rule (view-dit or manage-dit), writing with manage-dit:
//   GET  /api/v2/dit/bg                 projects by BG: counts, won, the next MP date
//   GET  /api/v2/dit/project-name       project names (?keyword=), for the form's suggestions
//   GET  /api/v2/dit/material-sub/{id}  the project's part's substitutes (both directions)
//   GET  /api/v2/dit/fcst/{id}          the part's weekly forecast in the project's BG (newest forecast)
//   POST /api/v2/dit/rfq                { dit_id, qty, target_price?, due_date? } -> a draft RFQ for the part
//   GET  /api/v2/dit/rfq-history/{id}   the RFQs raised from the project, newest first
//   GET  /api/v2/dit/win-rate/{bgId}    (chosen path) the BG's win rate by quarter
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { one, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, pathId } from '../../../records/request';
import { forecastOf, projectNames, projectsByBg, rfqHistory, substitutes, winRate } from './queries';
import { ditWords } from './words';

interface DitHead { id: number; dit_no: string; bg_id: number; customer_id: number; end_customer_id: number | null; material_id: number; currency: string; annual_volume: number | null; archive_status: string }

async function ditOf(db: Kysely<DB>, req: FastifyRequest, id: number): Promise<DitHead> {
  const row = (await sql<DitHead>`select id, dit_no, bg_id, customer_id, end_customer_id, material_id, currency, annual_volume, archive_status from dit where id = ${id}`.execute(db)).rows[0];
  if (!row) throw new ApiError(404, ditWords(req.locale, 'notFound', { id: String(id) }));
  return { ...row, id: Number(row.id), bg_id: Number(row.bg_id), material_id: Number(row.material_id) };
}

const fieldError = (req: FastifyRequest, field: string, key: 'qtyBad' | 'priceBad' | 'dueBad' | 'ditMissing') => {
  const message = ditWords(req.locale, key);
  return new ApiError(400, message, [{ field, message }]);
};

/** The RFQ request, checked field by field (400 naming the first bad one). */
function rfqRequest(req: FastifyRequest) {
  const body = jsonBody(req);
  const ditId = Number(body.dit_id);
  if (!Number.isSafeInteger(ditId) || ditId < 1) throw fieldError(req, 'dit_id', 'ditMissing');
  const qty = Number(body.qty);
  if (!Number.isSafeInteger(qty) || qty < 1) throw fieldError(req, 'qty', 'qtyBad');
  const price = body.target_price === undefined || body.target_price === null || body.target_price === '' ? null : String(body.target_price).trim();
  if (price !== null && !/^\d{1,14}(\.\d{1,6})?$/.test(price)) throw fieldError(req, 'target_price', 'priceBad');
  const due = body.due_date === undefined || body.due_date === null || body.due_date === '' ? null : String(body.due_date);
  if (due !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(due) || Number.isNaN(Date.parse(`${due}T00:00:00Z`)) || new Date(`${due}T00:00:00Z`).toISOString().slice(0, 10) !== due)) throw fieldError(req, 'due_date', 'dueBad');
  return { ditId, qty, price, due };
}

export function registerDitRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('dit');
  const read = access(declAccess(decl, 'read'));
  const write = access(declAccess(decl, 'write'));

  app.get('/api/v2/dit/bg', read, async () => ok(await projectsByBg(ctx.db)));
  app.get('/api/v2/dit/project-name', read, async (req) => ok(await projectNames(ctx.db, queryText(req.locale, 'keyword', one((req.query as Record<string, unknown>).keyword)))));
  app.get('/api/v2/dit/material-sub/:id', read, async (req) => ok(await substitutes(ctx.db, (await ditOf(ctx.db, req, pathId(req, 'id'))).material_id)));
  app.get('/api/v2/dit/fcst/:id', read, async (req) => {
    const d = await ditOf(ctx.db, req, pathId(req, 'id'));
    return ok(await forecastOf(ctx.db, d.bg_id, d.material_id));
  });
  app.get('/api/v2/dit/rfq-history/:id', read, async (req) => ok(await rfqHistory(ctx.db, (await ditOf(ctx.db, req, pathId(req, 'id'))).id)));
  app.get('/api/v2/dit/win-rate/:id', read, async (req) => {
    const bgId = pathId(req, 'id');
    const bg = (await sql<{ name: string }>`select name from bg where id = ${bgId}`.execute(ctx.db)).rows[0];
    if (!bg) throw new ApiError(404, ditWords(req.locale, 'bgNotFound', { id: String(bgId) }));
    return ok({ bg_id: bgId, bg: bg.name, ...(await winRate(ctx.db, bgId)) });
  });

  app.post('/api/v2/dit/rfq', write, async (req) => {
    const r = rfqRequest(req);
    const user = req.user!.name;
    const made = await writeTransaction(ctx.db, async (trx) => {
      const d = await ditOf(trx, req, r.ditId);
      if (d.archive_status === 'archived') throw new ApiError(409, ditWords(req.locale, 'archived'));
      // Locks the project and logs the event (refuses an archived one too, as a final state).
      await records(req, decl, trx).update(d.id, {}, { reason: 'rfq raised' });
      const n = Number((await sql<{ n: string }>`select count(*) as n from dit_rfq where dit_id = ${d.id}`.execute(trx)).rows[0].n) + 1;
      const rfqNo = `RFQ-DIT${d.id}-${n}`;
      const [rfq] = (await sql<{ id: number }>`insert into rfq (rfq_no, customer_id, end_customer_id, requester, currency, stage, due_date, remark, created_by, updated_by)
        values (${rfqNo}, ${d.customer_id}, ${d.end_customer_id}, ${user}, ${d.currency}, '0', ${r.due}, ${`From DIT ${d.dit_no}`}, ${user}, ${user}) returning id`.execute(trx)).rows;
      await sql`insert into rfq_item (rfq_id, line_no, material_id, qty, target_price, annual_usage, created_by)
        values (${rfq.id}, 1, ${d.material_id}, ${r.qty}, ${r.price}, ${d.annual_volume}, ${user})`.execute(trx);
      await sql`insert into dit_rfq (dit_id, rfq_id, created_by) values (${d.id}, ${rfq.id}, ${user})`.execute(trx);
      return { rfq_id: Number(rfq.id), rfq_no: rfqNo };
    });
    return ok(made);
  });
}
