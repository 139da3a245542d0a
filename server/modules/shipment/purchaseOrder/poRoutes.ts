// The PO calls beside the declared ones (docs/api-contract.md, "Purchase orders"):
//   DELETE /api/v2/po            { ids } (or ?ids=1,2): deletes every one or none
//   PUT    /api/v2/po/qty/{id}   { qty, version? }: never below what pre-POs hold bound
//   GET    /api/v2/po/binding/{id}: the PO and the pre-POs bound to it
//   GET    /api/v2/po/shift      ?po_id|pre_po_id&page&size: the shift journal
//   GET    /api/v2/po/file/download ?po_no&format=xlsx|csv: the PO as the vendor gets it
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { purchaseOrder } from '../../../../src/resources/shipment/purchaseOrder/model/purchaseOrder';
import { prePo } from '../../../../src/resources/shipment/purchaseOrder/model/prePo';
import { wordDbError } from '../../../records/dbErrors';
import { listRecords, getRecord } from '../../../records/repository';
import { parseListParams } from '../../../records/listParams';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { bodyVersion, queryIds, queryId, queryPaging, queryError } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, jsonBody, notFound, pathId } from '../../../records/request';
import { bodyQty } from './input';
import { poText } from './messages';
import { sendPoFile } from './poFile';

const BASE = '/api/v2/po';

export function registerPoRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;

  app.delete(BASE, access(declAccess(purchaseOrder, 'write')), async (req) => {
    const locale = req.locale;
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {};
    const raw = Array.isArray(body.ids) ? body.ids.join(',') : (req.query as Record<string, unknown>).ids;
    const ids = typeof raw === 'string' || Array.isArray(body.ids) ? queryIds(locale, 'ids', raw) : undefined;
    if (!ids?.length) throw fieldError('ids', poText(locale, 'ids'));
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : null;
    try {
      await writeTransaction(db, async (trx) => {
        for (const id of [...new Set(ids)].sort((a, b) => a - b)) await records(req, purchaseOrder, trx).remove(id, reason);
      });
    } catch (err) {
      throw wordDbError(err, purchaseOrder, locale, (table) => ctx.labelOfTable(table, req)) ?? err;
    }
    return ok({ ids });
  });

  app.put(`${BASE}/qty/:id`, access(declAccess(purchaseOrder, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const body = jsonBody(req);
    const locale = req.locale;
    const qty = bodyQty(req, body.qty);
    const version = bodyVersion(locale, body.version);
    const check = (before: Record<string, unknown>) => {
      if (qty < BigInt(String(before.bound_qty ?? 0))) {
        throw fieldError('qty', poText(locale, 'qtyBelowBound', { po: `${String(before.po_no)}/${String(before.po_line)}`, bound: String(before.bound_qty) }));
      }
    };
    const row = await writeTransaction(db, (trx) => records(req, purchaseOrder, trx).update(id, { qty: qty.toString() }, { version, reason: 'quantity change', check }));
    return ok(await records(req, purchaseOrder, db).answer(row));
  });

  app.get(`${BASE}/binding/:id`, access(declAccess(purchaseOrder, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const po = await getRecord(db, purchaseOrder, id);
    if (!po) throw notFound(req, purchaseOrder, id);
    const query = { ...(req.query as Record<string, unknown>), po_id: String(id) };
    const page = await listRecords(db, prePo, parseListParams(prePo, query, req.locale));
    return ok({ po: await records(req, purchaseOrder, db).answer(po), ...page, list: await records(req, prePo, db).answerRows(page.list) });
  });

  app.get(`${BASE}/shift`, access(declAccess(purchaseOrder, 'read')), async (req) => {
    const locale = req.locale;
    const query = req.query as Record<string, unknown>;
    const unknown = Object.keys(query).find((k) => !['po_id', 'pre_po_id', 'page', 'size'].includes(k));
    if (unknown) throw queryError(locale, unknown, poText(locale, 'shiftParams'));
    const poId = queryId(locale, 'po_id', query.po_id);
    const preId = queryId(locale, 'pre_po_id', query.pre_po_id);
    const { page, size } = queryPaging(locale, query);
    const about = (kind: string, id: number) => sql<boolean>`((s.from_type = ${kind} and s.from_id = ${id}) or (s.to_type = ${kind} and s.to_id = ${id}))`;
    const where = sql.join([sql`true`, ...(poId ? [about('po', poId)] : []), ...(preId ? [about('pre_po', preId)] : [])], sql` and `);
    const total = (await sql<{ n: string }>`select count(*)::text as n from po_shift s where ${where}`.execute(db)).rows[0].n;
    const list = await sql`select s.id::int as id, s.at, s.by_user, s.material_id::int as material_id, m.mpn, s.from_type, s.from_id::int as from_id, s.to_type, s.to_id::int as to_id,
        s.qty::text as qty, s.remark,
        case when s.from_type = 'po' then (select po_no || '/' || po_line from purchase_order where id = s.from_id) else (select pre_po_no from pre_po where id = s.from_id) end as from_title,
        case when s.to_type = 'po' then (select po_no || '/' || po_line from purchase_order where id = s.to_id) else (select pre_po_no from pre_po where id = s.to_id) end as to_title
      from po_shift s join material m on m.id = s.material_id where ${where} order by s.id desc limit ${size} offset ${(page - 1) * size}`.execute(db);
    return ok({ list: list.rows, total: Number(total), page, size });
  });

  app.get(`${BASE}/file/download`, access(declAccess(purchaseOrder, 'read')), (req, reply) => sendPoFile(db, req, reply));
}
