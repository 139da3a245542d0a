// Sell reconciliation calls beyond the generic ones (base /api/v2/avm-reconciliation/sell: list,
// create, GET/PUT {id}; the lines at {id}/lines), all with the screen's rule (manage-avm-reconciliation-sell):
//   POST /detail/{id}             the lines built from the customer's shipped SOs, rebates applied -> calculated
//   PUT  /cancel-detail/{lineId}  { cancelled?: true|false } a line cancelled (or restored); totals follow
//   GET  /deduct/{id}, /non-deduct/{id}           the reconciliation's lines whose rebate is / is not deducted
//   GET  /non-rebate/deduct, /non-rebate/non-deduct  lines earning no rebate, over every reconciliation
//   GET  /export/{id}             lines and totals as .xlsx
// The history upload is in historyUpload.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion, queryId, queryPaging } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, notFound, pathId } from '../../../records/request';
import { readSellHead, rebuildSellLines, sellTotals } from './calculate';
import { registerSellHistoryUpload } from './historyUpload';
import { sellLines, sellSheet } from './sellLines';
import { sw } from './words';

type Db = FeatureContext['db'];

export function registerAvmSellRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('avm_recon_sell');
  const base = decl.api.base;
  const read = access(declAccess(decl, 'read'));
  const write = access(declAccess(decl, 'write'));

  async function lockOpen(trx: Db, req: FastifyRequest, id: number) {
    const head = await readSellHead(trx, id, true);
    if (!head) throw notFound(req, decl, id);
    if (head.status === 'confirmed') throw new ApiError(409, sw(req.locale, 'confirmed', { no: String(id) }));
    const version = bodyVersion(req.locale, jsonBody(req).version);
    if (version !== undefined && version !== head.version) await records(req, decl, trx).update(id, {}, { version }); // the stale answer (409)
    return head;
  }

  app.post(`${base}/detail/:id`, write, async (req) => {
    const id = pathId(req, 'id');
    const row = await writeTransaction(ctx.db, async (trx) => {
      const head = await lockOpen(trx, req, id);
      await rebuildSellLines(trx, head, req.user!.name);
      return records(req, decl, trx).update(id, { ...(await sellTotals(trx, id)), status: 'calculated', calculated_at: new Date().toISOString() }, { reason: 'build sell details' });
    });
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  app.put(`${base}/cancel-detail/:id`, write, async (req) => {
    const lineId = pathId(req, 'id');
    const raw = jsonBody(req).cancelled;
    if (raw !== undefined && typeof raw !== 'boolean') throw fieldError('cancelled', sw(req.locale, 'cancelledBad'));
    const cancelled = raw ?? true;
    const row = await writeTransaction(ctx.db, async (trx) => {
      const owner = (await sql<{ recon_id: number }>`select recon_id from avm_recon_sell_line where id = ${lineId}`.execute(trx)).rows[0];
      if (!owner) throw new ApiError(404, sw(req.locale, 'lineUnknown', { id: String(lineId) }));
      const id = Number(owner.recon_id);
      await lockOpen(trx, req, id);
      await sql`update avm_recon_sell_line set cancelled = ${cancelled} where id = ${lineId}`.execute(trx);
      return records(req, decl, trx).update(id, { ...(await sellTotals(trx, id)) }, { reason: cancelled ? 'cancel sell line' : 'restore sell line' });
    });
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  for (const [segment, deduct] of [['deduct', true], ['non-deduct', false]] as const) {
    app.get(`${base}/${segment}/:id`, read, async (req) => {
      const id = pathId(req, 'id');
      if (!(await readSellHead(ctx.db, id, false))) throw notFound(req, decl, id);
      const paging = queryPaging(req.locale, req.query as Record<string, unknown>);
      return ok(await sellLines(ctx.db, sql`l.recon_id = ${id} and l.deduct = ${deduct} and not l.cancelled`, paging));
    });
    app.get(`${base}/non-rebate/${segment}`, read, async (req) => {
      const query = req.query as Record<string, unknown>;
      const customer = queryId(req.locale, 'customer_id', query.customer_id);
      const paging = queryPaging(req.locale, query);
      return ok(await sellLines(ctx.db, sql`l.rebate_rate = 0 and l.deduct = ${deduct} and not l.cancelled ${customer ? sql`and h.customer_id = ${customer}` : sql``}`, paging));
    });
  }

  app.get(`${base}/export/:id`, read, async (req, reply) => {
    const id = pathId(req, 'id');
    const head = await readSellHead(ctx.db, id, false);
    if (!head) throw notFound(req, decl, id);
    const sheet = await sellSheet(ctx.db, id, req.locale);
    const data = writeXlsx(sheet.header, sheet.rows, 'Sell reconciliation');
    const name = `avm_sell_${sheet.reconNo}_${new Date().toISOString().slice(0, 10).replaceAll('-', '_')}.xlsx`;
    return sendWorkbook(reply, name, data);
  });

  registerSellHistoryUpload(app, ctx);
}
