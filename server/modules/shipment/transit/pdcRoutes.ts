// PDC calls beyond the generic ones (the generic list, detail GET base/{id}, add, edit with version,
// export GET base/export and import update POST base/import come from the declaration):
//   DELETE /api/v2/pdc/onway/{id}    cancel a shipment still on the way (kept, status cancelled);
//                                    refused while ECPOs are booked on it
//   POST   /api/v2/view-pdc/onway    quantity on the way per material and destination SLOC
//   POST   /api/v2/pdc/{id}/receive  (ours) goods received: status received and the quantity booked
//                                    into stock on hand at the destination SLOC, in one transaction
// With the PDC screen's rule (read: view-pdc or manage-pdc; write: manage-pdc).
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { labelIn } from '../../../../src/schema';
import type { OnwaySummary } from '../../../../src/resources/shipment/transit/model/wire';
import type { FeatureContext } from '../../../featureContext';
import { writeTransaction } from '../../../db/retry';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, fieldError, idValue, jsonBody, pathId } from '../../../records/request';
import { PDC_STATUSES } from '../../../../src/resources/shipment/transit/model/pdc';
import { applyStockMoves } from '../../management/inventories/stock/moves';
import { say } from './messages';
import { businessToday } from '../../../time/businessDay';

const statusLabel = (value: unknown, locale: string) => labelIn(PDC_STATUSES.find((s) => s.value === value)?.label ?? { en: String(value), zh: String(value) }, locale);

/** Optional ids in a body: a list of positive whole numbers, else 400 naming the field. */
function idsOf(body: Record<string, unknown>, field: string, locale: string): number[] | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const list = Array.isArray(raw) ? raw : String(raw).split(',');
  const ids = list.map((v) => idValue(v));
  if (ids.some((id) => id === undefined) || ids.length > 1000) throw fieldError(field, locale === 'zh-CN' ? `${field} 必须是 ID 列表` : `${field} must be a list of ids`);
  return ids as number[];
}

export function registerPdcRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const pdc = getResource('pdc');
  const db = ctx.db;

  app.delete('/api/v2/pdc/onway/:id', access(declAccess(pdc, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
    const version = body.version === undefined ? undefined : Number(body.version);
    if (version !== undefined && !Number.isInteger(version)) throw fieldError('version', 'version must be a whole number');
    const reason = typeof body.reason === 'string' ? body.reason.slice(0, 500) : 'cancel on-way';
    const row = await writeTransaction(db, async (trx) => {
      // The shipment row is locked first (the same order as a booking), then its ECPO links are read.
      await sql`select id from pdc where id = ${id} for update`.execute(trx);
      const { rows: links } = await sql<{ ecpo_no: string }>`select e.ecpo_no from ecpo_onway o join ecpo e on e.id = o.ecpo_id where o.pdc_id = ${id} order by e.ecpo_no`.execute(trx);
      return records(req, pdc, trx).update(id, { status: 'cancelled' }, {
        version,
        reason,
        check: (before) => {
          if (before.status !== 'on_way') throw new ApiError(409, say(locale, 'notOnWay', { no: String(before.delivery_no), status: statusLabel(before.status, locale) }));
          // Orders counting on it must be re-planned first: cancelling would leave them covered by nothing.
          if (links.length) throw new ApiError(409, say(locale, 'bookedFor', { no: String(before.delivery_no), ecpos: links.map((l) => l.ecpo_no).join(', ') }));
        },
      });
    });
    return ok(await records(req, pdc, db).answer(row));
  });

  app.post('/api/v2/pdc/:id/receive', access(declAccess(pdc, 'write')), async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = jsonBody(req);
    const version = body.version === undefined ? undefined : Number(body.version);
    if (version !== undefined && !Number.isInteger(version)) throw fieldError('version', 'version must be a whole number');
    const today = businessToday(); // the business day (BUSINESS_TZ), not the UTC date
    const row = await writeTransaction(db, async (trx) => {
      const values: Record<string, unknown> = { status: 'received' };
      const after = await records(req, pdc, trx).update(id, values, {
        version,
        reason: 'received',
        check: (before) => {
          if (before.status !== 'on_way' && before.status !== 'arrived') throw new ApiError(409, say(locale, 'notReceivable', { no: String(before.delivery_no), status: statusLabel(before.status, locale) }));
          if (!before.arrived_on) values.arrived_on = today; // read before the update writes it
        },
      });
      const { rows } = await sql<{ mpq: string | null }>`select mpq::text as mpq from material where id = ${after.material_id}`.execute(trx);
      const mpq = rows[0]?.mpq && Number(rows[0].mpq) > 0 ? rows[0].mpq : undefined;
      await applyStockMoves(
        trx,
        [{ kind: 'receive', material_id: Number(after.material_id), sloc_id: Number(after.sloc_id), supplier: String(after.supplier), qty: String(after.qty), mpq, ref_type: 'pdc', ref_no: String(after.delivery_no), memo: `PDC ${String(after.waybill_no)} / ${String(after.invoice_no)}` }],
        req.user!,
      );
      return after;
    });
    return ok(await records(req, pdc, db).answer(row));
  });

  app.post('/api/v2/view-pdc/onway', access(declAccess(pdc, 'read')), async (req) => {
    const body = jsonBody(req);
    const locale = req.locale;
    const materialIds = idsOf(body, 'material_ids', locale);
    const slocIds = idsOf(body, 'sloc_ids', locale);
    const byMaterial = materialIds?.length ? sql`and p.material_id in (${sql.join(materialIds)})` : sql``;
    const bySloc = slocIds?.length ? sql`and p.sloc_id in (${sql.join(slocIds)})` : sql``;
    const { rows } = await sql<OnwaySummary>`
      select p.material_id, m.mpn, p.sloc_id, s.code as sloc_code, sum(p.qty)::text as onway_qty,
             count(*)::int as shipments, to_char(min(p.eta), 'YYYY-MM-DD') as first_eta
      from pdc p join material m on m.id = p.material_id left join sloc s on s.id = p.sloc_id
      where p.status = 'on_way' ${byMaterial} ${bySloc}
      group by p.material_id, m.mpn, p.sloc_id, s.code
      order by m.mpn, s.code`.execute(db);
    return ok(rows.map((r) => ({ ...r, material_id: Number(r.material_id), sloc_id: r.sloc_id === null ? null : Number(r.sloc_id) })));
  });
}
