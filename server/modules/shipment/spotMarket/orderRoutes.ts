// The spot order's own calls beside the declared ones (list, one, create, edit, lines, export, and
// the draft status change POST /api/v2/spot-market/draft):
//   GET /draft/{id}        a draft with its demand lines (409 once it is no longer a draft)
//   GET /cal-charge/{id}   the landed charge, computed by the database in exact decimals (strings)
//   PUT /demand/{id}       { version, items: [{ id, qty?, request_date? }] }: the demand until sent, one transaction
//   GET /send-order/{id}   sends an ordered order to TI (no TI system exists here: it takes its TI
//                          order number and becomes "sent"); a sent order is answered unchanged
//   GET /sync-invoice/{id} the order's lines with the quantities invoiced, re-read from our invoices
//   GET /sync-order        sent and invoiced orders with ordered and invoiced totals (page, size)
//   POST /sync             recomputes every line's invoiced quantity from our invoices and marks fully
//                          invoiced orders "invoiced", in one transaction
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { lineDeclaration, rowMessage, validateRecord, type FieldError } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import { readLines } from '../../../records/lines';
import { getRecord, lockRecords, updateRecord } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { DB } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { MAX_PAGE_SIZE, queryPaging } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { records } from '../../../records/recordService';
import { declAccess, jsonBody, pathId } from '../../../records/request';
import { calCharge } from './charge';
import { idOf, rowsOf, versionOf } from './input';
import { spotText } from './messages';

const DEMAND = ['qty', 'request_date'];

export function registerOrderRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('spot_market');
  const base = decl.api.base;
  const lineDecl = lineDeclaration(decl, 'items');
  const notFound = (req: FastifyRequest, id: number) => new ApiError(404, spotText(req.locale, 'notFound', { id: String(id) }));
  const withLines = async (req: FastifyRequest, row: Record<string, unknown>) => ({ ...(await records(req, decl, ctx.db).answer(row)), items: await readLines(ctx.db, decl, 'items', Number(row.id)) });

  app.get(`${base}/draft/:id`, access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const row = await getRecord(ctx.db, decl, id);
    if (!row) throw notFound(req, id);
    if (row.status !== 'draft') throw new ApiError(409, spotText(req.locale, 'notDraft', { no: String(row.spot_no) }));
    return ok(await withLines(req, row));
  });

  app.get(`${base}/cal-charge/:id`, access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const charge = await calCharge(ctx.db, id);
    if (!charge) throw notFound(req, id);
    return ok(charge);
  });

  app.put(`${base}/demand/:id`, access(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const id = pathId(req, 'id');
    const body = jsonBody(req);
    const version = versionOf(req, body.version);
    const rows = rowsOf(req, body.items);
    const saved = await writeTransaction(ctx.db, async (trx) => {
      const [order] = await lockRecords(trx, decl, [id]);
      if (!order) throw notFound(req, id);
      // Until it is sent to TI the demand may change, as the declared line save allows.
      if (order.status !== 'draft' && order.status !== 'ordered') throw new ApiError(409, spotText(locale, 'alreadySent', { no: String(order.spot_no) }));
      if (Number(order.version) !== version) throw new ApiError(409, spotText(locale, 'stale', { no: String(order.spot_no) }));
      const before = await readLines(trx, decl, 'items', id);
      const titles = new Map((await sql<{ id: number; mpn: string }>`select i.id::int as id, m.mpn from spot_market_item i join material m on m.id = i.material_id where i.spot_market_id = ${id}`.execute(trx)).rows.map((r) => [r.id, r.mpn]));
      const errors: FieldError[] = [];
      const changes: { id: number; values: Record<string, unknown> }[] = [];
      for (const [index, row] of rows.entries()) {
        const lineId = idOf(row.id);
        const title = lineId ? (titles.get(lineId) ?? '') : '';
        const fail = (field: string, message: string) => errors.push({ field: `items.${index}.${field}`, row: index + 1, message: rowMessage(locale, index, title, message) });
        if (!lineId || !titles.has(lineId)) { fail('id', spotText(locale, 'notLine')); continue; }
        const other = Object.keys(row).find((k) => k !== 'id' && !DEMAND.includes(k));
        if (other) { fail(other, spotText(locale, 'onlyDemand', { field: other })); continue; }
        const checked = await validateRecord(lineDecl, Object.fromEntries(DEMAND.filter((k) => k in row).map((k) => [k, row[k]])), { locale, partial: true });
        if (!checked.ok) checked.errors.forEach((e) => fail(e.field, e.message));
        else changes.push({ id: lineId, values: checked.value });
      }
      if (errors.length) throw new ApiError(400, errors[0].message, errors);
      for (const c of changes) if (Object.keys(c.values).length) await trx.updateTable('spot_market_item' as never).set(c.values as never).where('id' as never, '=', c.id as never).execute();
      return touch(trx, req, order, before, 'demand changed');
    });
    return ok(await withLines(req, saved));
  });

  async function touch(trx: Transaction<DB>, req: FastifyRequest, order: Record<string, unknown>, before: unknown[], reason: string, values: Record<string, unknown> = {}) {
    const after = await updateRecord(trx, decl, Number(order.id), Number(order.version), values, req.user!.name);
    if (!after) throw new ApiError(409, spotText(req.locale, 'stale', { no: String(order.spot_no) }));
    const was = { ...order, items: before };
    const now = { ...after, items: await readLines(trx, decl, 'items', Number(order.id)) };
    await recordEvent(trx, { user: req.user!, resource: decl.name, recordId: Number(order.id), action: 'update', before: was, after: now, reason });
    return after;
  }

  // A GET because the spec writes it so; it needs the write rule all the same.
  app.get(`${base}/send-order/:id`, access(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const id = pathId(req, 'id');
    const saved = await writeTransaction(ctx.db, async (trx) => {
      const [order] = await lockRecords(trx, decl, [id]);
      if (!order) throw notFound(req, id);
      if (order.status === 'draft') throw new ApiError(409, spotText(locale, 'notOrdered', { no: String(order.spot_no) }));
      if (order.status !== 'ordered') return order;
      const lines = await readLines(trx, decl, 'items', id);
      if (!lines.length) throw new ApiError(409, spotText(locale, 'noLines', { no: String(order.spot_no) }));
      await sql`update spot_market set sent_at = now() where id = ${id}`.execute(trx);
      return touch(trx, req, order, lines, 'sent to TI', { status: 'sent', ti_order_no: `TI${String(id).padStart(8, '0')}` });
    });
    return ok(await withLines(req, saved));
  });

  app.get(`${base}/sync-invoice/:id`, access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const order = await getRecord(ctx.db, decl, id);
    if (!order) throw notFound(req, id);
    const list = (
      await sql`select i.id::int as id, i.line_no::int as line_no, m.mpn, i.qty::text as qty,
          coalesce((select sum(v.qty) from spot_invoice_item v where v.item_id = i.id), 0)::text as invoiced_qty,
          (i.qty - coalesce((select sum(v.qty) from spot_invoice_item v where v.item_id = i.id), 0))::text as open_qty
        from spot_market_item i join material m on m.id = i.material_id where i.spot_market_id = ${id} order by i.line_no, i.id`.execute(ctx.db)
    ).rows;
    return ok({ id, spot_no: order.spot_no, status: order.status, list, total: list.length });
  });

  app.get(`${base}/sync-order`, access(declAccess(decl, 'read')), async (req) => {
    const { page, size } = queryPaging(req.locale, req.query as Record<string, unknown>, MAX_PAGE_SIZE, 20);
    const list = (
      await sql`select s.id::int as id, s.spot_no, s.ti_order_no, s.status, to_char(s.sent_at, 'YYYY-MM-DD"T"HH24:MI:SSOF') as sent_at,
          coalesce(sum(i.qty), 0)::text as ordered_qty, coalesce(sum(i.invoiced_qty), 0)::text as invoiced_qty
        from spot_market s left join spot_market_item i on i.spot_market_id = s.id where s.status in ('sent', 'invoiced')
        group by s.id order by s.sent_at desc nulls last, s.id desc limit ${size} offset ${(page - 1) * size}`.execute(ctx.db)
    ).rows;
    const total = (await sql<{ n: number }>`select count(*)::int as n from spot_market where status in ('sent', 'invoiced')`.execute(ctx.db)).rows[0].n;
    return ok({ list, total });
  });

  app.post(`${base}/sync`, access(declAccess(decl, 'write')), async (req) => {
    const result = await writeTransaction(ctx.db, async (trx) => {
      const lines = await sql`update spot_market_item i set invoiced_qty = t.q
        from (select i2.id, coalesce(sum(v.qty), 0) as q from spot_market_item i2 left join spot_invoice_item v on v.item_id = i2.id group by i2.id) t
        where t.id = i.id and i.invoiced_qty is distinct from t.q`.execute(trx);
      const done = (
        await sql<{ id: number }>`update spot_market s set status = 'invoiced', version = version + 1, updated_at = now(), updated_by = ${req.user!.name}
          where s.status = 'sent' and exists (select 1 from spot_market_item i where i.spot_market_id = s.id)
            and not exists (select 1 from spot_market_item i where i.spot_market_id = s.id and coalesce(i.invoiced_qty, 0) < i.qty)
          returning id::int as id`.execute(trx)
      ).rows;
      const after = { status: 'invoiced' };
      for (const d of done) await recordEvent(trx, { user: req.user!, resource: decl.name, recordId: d.id, action: 'update', after, reason: 'sync: fully invoiced' });
      return { lines_updated: Number(lines.numAffectedRows ?? 0), invoiced: done.map((d) => d.id) };
    });
    return ok(result);
  });
}
