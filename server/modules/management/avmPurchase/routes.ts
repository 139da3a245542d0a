// Purchase reconciliation calls beyond the generic ones (base /api/v2/avm-reconciliation/purchase:
// list, create, GET/PUT {id}; the lines at {id}/lines), all with the screen's rule
// (manage-avm-reconciliation-purchase):
//   PUT /calculate/{id}    { version? } the lines rebuilt from the vendor's POs, the totals computed -> calculated
//   PUT /detail/{lineId}   { confirmed_qty?, remark?, version? } the vendor's answer on one line; totals follow
//   GET /service-fee/{id}  how the service fee is made: base, rate, fee, total, the rounding rule
//   GET /export/{id}       the lines and totals as .xlsx
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { utf8Length } from '../../../../src/schema';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { writeXlsx } from '../../../importExport/writeSheet';
import { sendWorkbook } from '../../../importExport/sendWorkbook';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, notFound, pathId } from '../../../records/request';
import { readHead, rebuildLines, totalsOf } from './calculate';
import { exportRows } from './exportRows';
import { pw } from './words';

type Db = FeatureContext['db'];

export function registerAvmPurchaseRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('avm_recon_purchase');
  const base = decl.api.base;
  const read = access(declAccess(decl, 'read'));
  const write = access(declAccess(decl, 'write'));

  /** The reconciliation locked, 404 when gone, 409 once confirmed or when the caller's version is old. */
  async function lockOpen(trx: Db, req: FastifyRequest, id: number) {
    const head = await readHead(trx, id, true);
    if (!head) throw notFound(req, decl, id);
    if (head.status === 'confirmed') throw new ApiError(409, pw(req.locale, 'confirmed'));
    const version = bodyVersion(req.locale, jsonBody(req).version);
    if (version !== undefined && version !== head.version) await records(req, decl, trx).update(id, {}, { version }); // the stale answer (409)
    return head;
  }

  app.put(`${base}/calculate/:id`, write, async (req) => {
    const id = pathId(req, 'id');
    const row = await writeTransaction(ctx.db, async (trx) => {
      const head = await lockOpen(trx, req, id);
      await rebuildLines(trx, head, req.user!.name);
      const totals = await totalsOf(trx, id, head.service_fee_rate);
      return records(req, decl, trx).update(id, { ...totals, status: 'calculated', calculated_at: new Date().toISOString() }, { reason: 'calculate purchase reconciliation' });
    });
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  app.put(`${base}/detail/:id`, write, async (req) => {
    const lineId = pathId(req, 'id');
    const body = jsonBody(req);
    const locale = req.locale;
    const qtyGiven = body.confirmed_qty !== undefined && body.confirmed_qty !== null && body.confirmed_qty !== '';
    const qty = qtyGiven ? Number(String(body.confirmed_qty).replace(/[,\s]/g, '')) : undefined;
    if (qty !== undefined && (!Number.isInteger(qty) || qty < 0 || qty > 1_000_000_000)) throw fieldError('confirmed_qty', pw(locale, 'qtyBad'));
    const remark = typeof body.remark === 'string' ? body.remark.trim() : undefined;
    if (remark !== undefined && utf8Length(remark) > 250) throw fieldError('remark', pw(locale, 'remarkLong'));
    if (qty === undefined && remark === undefined) throw fieldError('confirmed_qty', pw(locale, 'nothing'));
    const row = await writeTransaction(ctx.db, async (trx) => {
      const owner = (await sql<{ recon_id: number }>`select recon_id from avm_recon_purchase_line where id = ${lineId}`.execute(trx)).rows[0];
      if (!owner) throw new ApiError(404, pw(locale, 'lineUnknown', { id: String(lineId) }));
      const id = Number(owner.recon_id);
      const head = await lockOpen(trx, req, id);
      await sql`update avm_recon_purchase_line set
          confirmed_qty = coalesce(${qty ?? null}::bigint, confirmed_qty),
          confirmed_amount = round(coalesce(${qty ?? null}::bigint, confirmed_qty) * unit_price, 2),
          remark = case when ${remark !== undefined} then ${remark || null} else remark end
        where id = ${lineId}`.execute(trx);
      const totals = await totalsOf(trx, id, head.service_fee_rate);
      return records(req, decl, trx).update(id, { ...totals }, { reason: 'vendor confirmed quantity' });
    });
    return ok(await records(req, decl, ctx.db).answer(row));
  });

  app.get(`${base}/service-fee/:id`, read, async (req) => {
    const id = pathId(req, 'id');
    const head = await readHead(ctx.db, id, false);
    if (!head) throw notFound(req, decl, id);
    const totals = await totalsOf(ctx.db, id, head.service_fee_rate);
    return ok({
      id, currency: head.currency, status: head.status, line_count: totals.line_count, goods_amount: totals.goods_amount,
      base_amount: totals.confirmed_amount, service_fee_rate: head.service_fee_rate, service_fee: totals.service_fee, total_amount: totals.total_amount,
      rounding: 'service_fee = round(base_amount × service_fee_rate ÷ 100, 2), half away from zero',
    });
  });

  app.get(`${base}/export/:id`, read, async (req, reply) => {
    const id = pathId(req, 'id');
    const sheet = await exportRows(ctx.db, id, req.locale);
    if (!sheet) throw notFound(req, decl, id);
    const data = writeXlsx(sheet.header, sheet.rows, 'Reconciliation');
    const name = `avm_purchase_${sheet.reconNo}_${new Date().toISOString().slice(0, 10).replaceAll('-', '_')}.xlsx`;
    return sendWorkbook(reply, name, data);
  });
}
