// Jusda (the 3PL) lookups for the tracking views (`.../jusda/{type}/...` screens), served from our own
// tables: Jusda pushes nothing here, so the rows are what was loaded (demo rows on a fresh start).
//   GET /api/v2/jusda/waybill?waybill_no=&invoice_no=     the waybills with their tracking events
//   GET /api/v2/jusda/exception?waybill_no=&invoice_no=&resolved=true|false
//   GET /api/v2/jusda/materials?waybill_no=&invoice_no=&keyword=   Jusda part numbers -> our MPNs
//   GET /api/v2/jusda/inventory/map?sloc_id=               Jusda warehouse locations -> our SLOCs
// Each answers { list, total } (at most 500 rows) with the rule JUSDA_ACCESS. And:
//   GET /api/v1/recordShipment?page=&size=&keyword=&date_from=&date_to=  shipments that arrived or
//   were received (the record-shipment history), roles OP or Manager as its screen.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { JUSDA_ACCESS, RECORD_SHIPMENT_ACCESS, type JusdaException, type JusdaInventoryMap, type JusdaMaterial, type JusdaWaybill } from '../../../../src/resources/shipment/transit/model/wire';
import { label } from '../../../../src/schema/fields';
import { parseListParams } from '../../../records/listParams';
import { getResource } from '../../../../src/resources/declarations';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { positiveId } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { fieldError } from '../../../records/request';

const LIMIT = 500;
const jusda = access({ rule: JUSDA_ACCESS, action: 'read', what: label('Jusda tracking', 'Jusda 物流跟踪') });
const recordShipment = access({ rule: RECORD_SHIPMENT_ACCESS, action: 'read', what: label('Shipment records', '出货记录') });

/** An optional text filter: at most 60 characters, else 400 naming it. */
function textParam(req: FastifyRequest, name: string): string | undefined {
  const raw = (req.query as Record<string, unknown>)[name];
  if (raw === undefined || raw === '') return undefined;
  const value = String(raw);
  if (value.length > 60 || value.includes('\0')) throw fieldError(name, req.locale === 'zh-CN' ? `${name} 无效` : `${name} is not valid`);
  return value;
}

function dateParam(req: FastifyRequest, name: string): string | undefined {
  const value = textParam(req, name);
  if (value !== undefined && (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))) throw fieldError(name, req.locale === 'zh-CN' ? `${name} 必须是 YYYY-MM-DD 日期` : `${name} must be a date YYYY-MM-DD`);
  return value;
}

const day = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

export function registerJusdaRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const db = ctx.db;
  const answer = <T>(list: T[]) => ok({ list, total: list.length });

  app.get('/api/v2/jusda/waybill', jusda, async (req) => {
    const waybill = textParam(req, 'waybill_no');
    const invoice = textParam(req, 'invoice_no');
    let q = db.selectFrom('jusda_waybill').selectAll();
    if (waybill) q = q.where('waybill_no', '=', waybill);
    if (invoice) q = q.where('invoice_no', '=', invoice);
    const rows = await q.orderBy('shipped_at', 'desc').orderBy('id').limit(LIMIT).execute();
    return answer<JusdaWaybill>(
      rows.map((r) => {
        const events = (Array.isArray(r.events) ? r.events : []) as JusdaWaybill['events'];
        const last = events[events.length - 1];
        return { ...r, id: Number(r.id), shipped_at: day(r.shipped_at), eta: day(r.eta), delivered_at: day(r.delivered_at), events, last_location: last?.location ?? null, last_event: last?.event ?? null };
      }),
    );
  });

  app.get('/api/v2/jusda/exception', jusda, async (req) => {
    const waybill = textParam(req, 'waybill_no');
    const invoice = textParam(req, 'invoice_no');
    const resolved = textParam(req, 'resolved');
    if (resolved !== undefined && resolved !== 'true' && resolved !== 'false') throw fieldError('resolved', 'resolved must be true or false');
    let q = db.selectFrom('jusda_exception').selectAll();
    if (waybill) q = q.where('waybill_no', '=', waybill);
    if (invoice) q = q.where('invoice_no', '=', invoice);
    if (resolved) q = q.where('resolved', '=', resolved === 'true');
    const rows = await q.orderBy('occurred_at', 'desc').orderBy('id').limit(LIMIT).execute();
    return answer<JusdaException>(rows.map((r) => ({ ...r, id: Number(r.id), occurred_at: new Date(r.occurred_at).toISOString() })));
  });

  app.get('/api/v2/jusda/materials', jusda, async (req) => {
    const waybill = textParam(req, 'waybill_no');
    const invoice = textParam(req, 'invoice_no');
    const keyword = textParam(req, 'keyword');
    const { rows } = await sql<JusdaMaterial>`
      select j.id, j.jusda_part_no, j.material_id, m.mpn, j.waybill_no, j.invoice_no, j.qty::text as qty, j.description
      from jusda_material j join material m on m.id = j.material_id
      where true ${waybill ? sql`and j.waybill_no = ${waybill}` : sql``} ${invoice ? sql`and j.invoice_no = ${invoice}` : sql``}
        ${keyword ? sql`and (j.jusda_part_no ilike ${`%${keyword}%`} or m.mpn ilike ${`%${keyword}%`})` : sql``}
      order by j.jusda_part_no, j.id limit ${LIMIT}`.execute(db);
    return answer(rows.map((r) => ({ ...r, id: Number(r.id), material_id: Number(r.material_id) })));
  });

  app.get('/api/v2/jusda/inventory/map', jusda, async (req) => {
    const raw = textParam(req, 'sloc_id');
    const slocId = raw === undefined ? undefined : positiveId(raw);
    if (raw !== undefined && slocId === undefined) throw fieldError('sloc_id', 'sloc_id must be an id');
    const { rows } = await sql<JusdaInventoryMap>`
      select j.id, j.jusda_warehouse, j.jusda_location, j.sloc_id, s.code as sloc_code
      from jusda_inventory_map j join sloc s on s.id = j.sloc_id
      where true ${slocId ? sql`and j.sloc_id = ${slocId}` : sql``}
      order by j.jusda_warehouse, j.jusda_location limit ${LIMIT}`.execute(db);
    return answer(rows.map((r) => ({ ...r, id: Number(r.id), sloc_id: Number(r.sloc_id) })));
  });

  app.get('/api/v1/recordShipment', recordShipment, async (req) => {
    const query = req.query as Record<string, unknown>;
    const { page, size, keyword } = parseListParams(getResource('pdc'), { page: query.page, size: query.size, keyword: query.keyword }, req.locale);
    const from = dateParam(req, 'date_from');
    const to = dateParam(req, 'date_to');
    const where = sql`p.status in ('arrived', 'received')
      ${keyword ? sql`and (p.delivery_no ilike ${`%${keyword}%`} or p.waybill_no ilike ${`%${keyword}%`} or p.invoice_no ilike ${`%${keyword}%`} or m.mpn ilike ${`%${keyword}%`})` : sql``}
      ${from ? sql`and coalesce(p.arrived_on, p.eta) >= ${from}` : sql``} ${to ? sql`and coalesce(p.arrived_on, p.eta) <= ${to}` : sql``}`;
    const count = await sql<{ n: number }>`select count(*)::int as n from pdc p join material m on m.id = p.material_id where ${where}`.execute(db);
    const { rows } = await sql<Record<string, unknown>>`
      select p.id, p.delivery_no, p.supplier, p.waybill_no, p.invoice_no, p.material_id, m.mpn, p.qty::text as qty,
             s.code as sloc_code, to_char(p.ship_date, 'YYYY-MM-DD') as ship_date, to_char(p.arrived_on, 'YYYY-MM-DD') as arrived_on, p.status
      from pdc p join material m on m.id = p.material_id left join sloc s on s.id = p.sloc_id
      where ${where} order by p.arrived_on desc nulls last, p.id desc limit ${size} offset ${(page - 1) * size}`.execute(db);
    return ok({ list: rows.map((r) => ({ ...r, id: Number(r.id), material_id: Number(r.material_id) })), total: count.rows[0].n });
  });
}
