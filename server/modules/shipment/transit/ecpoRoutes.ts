// ECPO on-way links: part of a PDC shipment booked for an end customer's order (/shipment/ship/ecpo,
// rule ignore-logistics-manage). The generic routes serve the ECPO itself (GET /api/v1/ecpo/{id} is
// its record); these serve its links:
//   GET    /api/v1/ecpo/{id}/onway   the ECPO's links with the shipment's numbers (our path)
//   POST   /api/v1/ecpo/{id}         book { pdc_id, qty } of a shipment on the way for it
//   DELETE /api/v1/ecpo/{id}/{id2}   remove link id2
//   PUT    /api/v1/ecpo/onway        { items: [{ id, version?, qty }] } change quantities, all or none
// The shipment rows are locked while booking, so two bookings of its last pieces: one wins, one 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { labelIn } from '../../../../src/schema';
import { PDC_STATUSES } from '../../../../src/resources/shipment/transit/model/pdc';
import { recordEvent } from '../../../records/events';
import type { FeatureContext } from '../../../featureContext';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { declAccess, fieldError, idValue, jsonBody, notFound, pathId } from '../../../records/request';
import { say } from './messages';

type Ecpo = { id: number; ecpo_no: string; material_id: number; status: string };
type Shipment = { id: number; delivery_no: string; material_id: number; mpn: string; qty: string; status: string; booked: string };

const wholeQty = (raw: unknown): bigint | undefined => (/^[1-9]\d{0,15}$/.test(String(raw ?? '').trim()) ? BigInt(String(raw).trim()) : undefined);

async function lockEcpo(trx: Transaction<DB>, req: FastifyRequest, id: number): Promise<Ecpo> {
  const { rows } = await sql<Ecpo>`select id, ecpo_no, material_id, status from ecpo where id = ${id} for update`.execute(trx);
  if (!rows[0]) throw notFound(req, getResource('ecpo'), id);
  if (rows[0].status === 'closed') throw new ApiError(409, say(req.locale, 'ecpoClosed', { no: rows[0].ecpo_no }));
  return rows[0];
}

/** The shipment, locked, with what other links than `except` already book of it. */
async function lockShipment(trx: Transaction<DB>, pdcId: number, except: number | null): Promise<Shipment | undefined> {
  // Lock first, then count in a statement of its own: its snapshot is taken after the lock is held,
  // so it sees what a booking that held the lock before us committed.
  const { rows } = await sql<Omit<Shipment, 'booked'>>`
    select p.id, p.delivery_no, p.material_id, m.mpn, p.qty::text as qty, p.status
    from pdc p join material m on m.id = p.material_id where p.id = ${pdcId} for update of p`.execute(trx);
  if (!rows[0]) return undefined;
  const booked = await sql<{ n: string }>`
    select coalesce(sum(qty), 0)::text as n from ecpo_onway where pdc_id = ${pdcId} and id is distinct from ${except}`.execute(trx);
  return { ...rows[0], booked: booked.rows[0].n };
}

function refuseBooking(req: FastifyRequest, ecpo: Ecpo, s: Shipment, qty: bigint, row?: number) {
  const locale = req.locale;
  const wrap = (m: string) => (row ? say(locale, 'row', { row, message: m }) : m);
  // Arrived goods are still not in stock: they can still be booked.
  if (s.status !== 'on_way' && s.status !== 'arrived') {
    const status = labelIn(PDC_STATUSES.find((p) => p.value === s.status)!.label, locale);
    throw new ApiError(409, wrap(say(locale, 'pdcNotOnWay', { no: s.delivery_no, status })), [{ field: 'pdc_id', message: s.delivery_no, ...(row ? { row } : {}) }]);
  }
  if (Number(s.material_id) !== Number(ecpo.material_id)) throw fieldError('pdc_id', wrap(say(locale, 'otherMaterial', { no: s.delivery_no, mpn: s.mpn })), row);
  const free = BigInt(s.qty) - BigInt(s.booked);
  if (qty > free) throw new ApiError(409, wrap(say(locale, 'overBooked', { no: s.delivery_no, free: String(free), qty: String(qty) })), [{ field: 'qty', message: String(free), ...(row ? { row } : {}) }]);
}

async function linksOf(db: Kysely, ecpoId: number) {
  const { rows } = await sql<Record<string, unknown>>`
    select o.id, o.ecpo_id, o.pdc_id, o.qty::text as qty, o.version, o.created_at, o.created_by, o.updated_at, o.updated_by,
           p.delivery_no, p.waybill_no, p.invoice_no, p.status as pdc_status, to_char(p.eta, 'YYYY-MM-DD') as eta
    from ecpo_onway o join pdc p on p.id = o.pdc_id where o.ecpo_id = ${ecpoId} order by o.id`.execute(db);
  return rows.map((r) => ({ ...r, id: Number(r.id), ecpo_id: Number(r.ecpo_id), pdc_id: Number(r.pdc_id), version: Number(r.version) }));
}
type Kysely = FeatureContext['db'];

export function registerEcpoRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const ecpo = getResource('ecpo');
  const db = ctx.db;
  const read = access(declAccess(ecpo, 'read'));
  const write = access(declAccess(ecpo, 'write'));
  const event = (trx: Transaction<DB>, req: FastifyRequest, id: number, before: unknown, after: unknown, reason: string) =>
    recordEvent(trx, { user: req.user, resource: 'ecpo', recordId: id, action: 'update', before, after, reason });

  app.get('/api/v1/ecpo/:id/onway', read, async (req) => {
    const id = pathId(req, 'id');
    const { rows } = await sql`select id from ecpo where id = ${id}`.execute(db);
    if (!rows[0]) throw notFound(req, ecpo, id);
    const list = await linksOf(db, id);
    return ok({ list, total: list.length });
  });

  app.put('/api/v1/ecpo/onway', write, async (req) => {
    const locale = req.locale;
    const items = jsonBody(req).items;
    if (!Array.isArray(items) || items.length === 0 || items.length > 500) throw fieldError('items', say(locale, 'itemsRequired'));
    const parsed = items.map((raw: unknown, i) => {
      const item = (raw ?? {}) as Record<string, unknown>;
      const id = idValue(item.id);
      if (id === undefined) throw fieldError('id', say(locale, 'row', { row: i + 1, message: 'id' }), i + 1);
      const qty = wholeQty(item.qty);
      if (qty === undefined) throw fieldError('qty', say(locale, 'row', { row: i + 1, message: say(locale, 'wholeQty') }), i + 1);
      return { row: i + 1, id, qty, version: item.version === undefined ? undefined : Number(item.version) };
    });
    const changed = await writeTransaction(db, async (trx) => {
      const out = [];
      // In id order, so two calls touching the same links lock them in the same order.
      for (const item of [...parsed].sort((a, b) => a.id - b.id)) {
        const link = await trx.selectFrom('ecpo_onway').selectAll().where('id', '=', item.id).forUpdate().executeTakeFirst();
        if (!link) throw new ApiError(404, say(locale, 'row', { row: item.row, message: say(locale, 'linkNotFound', { id: item.id, ecpo: '' }) }));
        if (item.version !== undefined && Number(link.version) !== item.version) throw new ApiError(409, say(locale, 'row', { row: item.row, message: say(locale, 'staleLink', { id: item.id }) }));
        const owner = await lockEcpo(trx, req, Number(link.ecpo_id));
        const shipment = (await lockShipment(trx, Number(link.pdc_id), item.id))!;
        refuseBooking(req, owner, shipment, item.qty, item.row);
        const after = await trx
          .updateTable('ecpo_onway')
          .set({ qty: item.qty.toString(), version: Number(link.version) + 1, updated_at: new Date(), updated_by: req.user!.name })
          .where('id', '=', item.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await event(trx, req, Number(link.ecpo_id), { onway: link }, { onway: after }, 'on-way quantity');
        out.push({ ...after, id: Number(after.id), ecpo_id: Number(after.ecpo_id), pdc_id: Number(after.pdc_id), qty: String(after.qty) });
      }
      return out;
    });
    return ok({ list: changed, total: changed.length });
  });

  app.post('/api/v1/ecpo/:id', write, async (req) => {
    const id = pathId(req, 'id');
    const locale = req.locale;
    const body = jsonBody(req);
    const pdcId = idValue(body.pdc_id);
    if (pdcId === undefined) throw fieldError('pdc_id', say(locale, 'pdcRequired'));
    const qty = wholeQty(body.qty);
    if (qty === undefined) throw fieldError('qty', say(locale, 'wholeQty'));
    const link = await writeTransaction(db, async (trx) => {
      const owner = await lockEcpo(trx, req, id);
      const shipment = await lockShipment(trx, pdcId, null);
      if (!shipment) throw fieldError('pdc_id', say(locale, 'pdcRequired'));
      const taken = await trx.selectFrom('ecpo_onway').select('id').where('ecpo_id', '=', id).where('pdc_id', '=', pdcId).executeTakeFirst();
      if (taken) throw new ApiError(409, say(locale, 'alreadyLinked', { no: shipment.delivery_no }), [{ field: 'pdc_id', message: shipment.delivery_no }]);
      refuseBooking(req, owner, shipment, qty);
      const row = await trx
        .insertInto('ecpo_onway')
        .values({ ecpo_id: id, pdc_id: pdcId, qty: qty.toString(), created_by: req.user!.name, updated_by: req.user!.name })
        .returningAll()
        .executeTakeFirstOrThrow();
      await event(trx, req, id, null, { onway: row }, 'book on-way');
      return row;
    });
    return ok({ ...link, id: Number(link.id), ecpo_id: Number(link.ecpo_id), pdc_id: Number(link.pdc_id), qty: String(link.qty) });
  });

  app.delete('/api/v1/ecpo/:id/:id2', write, async (req) => {
    const id = pathId(req, 'id');
    const linkId = pathId(req, 'id2');
    const locale = req.locale;
    await writeTransaction(db, async (trx) => {
      await lockEcpo(trx, req, id);
      const gone = await trx.deleteFrom('ecpo_onway').where('id', '=', linkId).where('ecpo_id', '=', id).returningAll().executeTakeFirst();
      if (!gone) throw new ApiError(404, say(locale, 'linkNotFound', { id: linkId, ecpo: id }));
      await event(trx, req, id, { onway: gone }, null, 'remove on-way');
    });
    return ok({ id: linkId });
  });
}
