// The pre-PO calls beside the declared ones (docs/api-contract.md, "Purchase orders"):
//   POST /api/v2/pre-po/shift         { from_type, from_id, to_type, to_id, qty, remark? }
//   GET  /api/v2/pre-po/non-binding   the generic list's parameters, pre-POs not bound to a PO
//   PUT  /api/v2/pre-po/binding/{id}  { po_id, version? }: binds the pre-PO to the PO
import type { FastifyInstance } from 'fastify';
import { prePo } from '../../../../src/resources/shipment/purchaseOrder/model/prePo';
import { purchaseOrder } from '../../../../src/resources/shipment/purchaseOrder/model/purchaseOrder';
import { parseListParams } from '../../../records/listParams';
import { listRecords } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, pathId } from '../../../records/request';
import { bodyIdOf, shiftBody } from './input';
import { bindPrePo, shiftQty } from './quantity';

const BASE = '/api/v2/pre-po';

export function registerPrePoRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;

  app.post(`${BASE}/shift`, access(declAccess(prePo, 'write')), async (req) => {
    const shift = shiftBody(req);
    const moved = await writeTransaction(db, (trx) => shiftQty(trx, req, shift));
    const answer = async (kind: 'po' | 'pre_po', row: Record<string, unknown>) => records(req, kind === 'po' ? purchaseOrder : prePo, db).answer(row);
    return ok({ from: await answer(shift.from.kind, moved.from), to: await answer(shift.to.kind, moved.to), shift: { ...moved.shift, qty: String(moved.shift.qty) } });
  });

  app.get(`${BASE}/non-binding`, access(declAccess(prePo, 'read')), async (req) => {
    const params = parseListParams(prePo, { ...(req.query as Record<string, unknown>), status: 'open' }, req.locale);
    const page = await listRecords(db, prePo, params);
    return ok({ ...page, list: await records(req, prePo, db).answerRows(page.list) });
  });

  app.put(`${BASE}/binding/:id`, access(declAccess(prePo, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const body = jsonBody(req);
    const poId = bodyIdOf(req, body, 'po_id');
    const version = bodyVersion(req.locale, body.version);
    const row = await writeTransaction(db, (trx) => bindPrePo(trx, req, id, poId, version));
    return ok(await records(req, prePo, db).answer(row));
  });
}
