// TI's invoices of a sent spot order (rule of /shipment/order/TISpotComManagement):
//   GET  /api/v2/spot-market/invoice/{id}       the order's invoices, each with its exact amount
//   GET  /api/v2/spot-market/invoice/item/{id}  one invoice's items
//   POST /api/v2/spot-market/invoice/item       { spot_market_id, invoice_no, invoice_date, items: [{ item_id, qty, unit_price? }] }
//        → the invoice; in one transaction with the order locked: every row checked first (R22
//        words), no line invoiced beyond its quantity (409), the lines' invoiced quantities kept,
//        and the order "invoiced" once every line is.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { rowMessage, type FieldError } from '../../../../src/schema';
import { recordEvent } from '../../../records/events';
import { readLines } from '../../../records/lines';
import { lockRecords } from '../../../records/repository';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { declAccess, fieldError, jsonBody, pathId } from '../../../records/request';
import { idOf, isDate, price, PRICE, rowsOf, wholeQty } from './input';
import { spotText } from './messages';

interface Line { id: number; line_no: number; mpn: string; material_id: number; qty: string; invoiced_qty: string; unit_price: string }

async function invoicesOf(db: FeatureContext['db'], orderId: number) {
  return (
    await sql<{ id: number; invoice_no: string; invoice_date: string; created_by: string | null; amount: string; qty: string }>`select v.id::int as id, v.invoice_no, to_char(v.invoice_date, 'YYYY-MM-DD') as invoice_date, v.created_by,
        coalesce((select sum(round(i.qty * i.unit_price, 2)) from spot_invoice_item i where i.invoice_id = v.id), 0)::text as amount,
        coalesce((select sum(i.qty) from spot_invoice_item i where i.invoice_id = v.id), 0)::text as qty
      from spot_invoice v where v.spot_market_id = ${orderId} order by v.invoice_date, v.id`.execute(db)
  ).rows;
}

export function registerInvoiceRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const decl = getResource('spot_market');
  const base = decl.api.base;

  app.get(`${base}/invoice/:id`, access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const found = await sql`select 1 from spot_market where id = ${id}`.execute(ctx.db);
    if (!found.rows.length) throw new ApiError(404, spotText(req.locale, 'notFound', { id: String(id) }));
    const list = await invoicesOf(ctx.db, id);
    return ok({ list, total: list.length });
  });

  app.get(`${base}/invoice/item/:id`, access(declAccess(decl, 'read')), async (req) => {
    const id = pathId(req, 'id');
    const found = await sql`select 1 from spot_invoice where id = ${id}`.execute(ctx.db);
    if (!found.rows.length) throw new ApiError(404, spotText(req.locale, 'invoiceNotFound', { id: String(id) }));
    const list = (
      await sql`select i.id::int as id, i.item_id::int as item_id, i.material_id::int as material_id, m.mpn, i.qty::text as qty,
          trim_scale(i.unit_price)::text as unit_price, round(i.qty * i.unit_price, 2)::text as amount
        from spot_invoice_item i join material m on m.id = i.material_id where i.invoice_id = ${id} order by i.id`.execute(ctx.db)
    ).rows;
    return ok({ list, total: list.length });
  });

  app.post(`${base}/invoice/item`, access(declAccess(decl, 'write')), async (req) => {
    const locale = req.locale;
    const body = jsonBody(req);
    const orderId = idOf(body.spot_market_id);
    if (orderId === undefined) throw fieldError('spot_market_id', spotText(locale, 'required', { field: 'spot_market_id' }));
    const invoiceNo = typeof body.invoice_no === 'string' ? body.invoice_no.trim().toUpperCase() : '';
    if (!invoiceNo || invoiceNo.length > 30) throw fieldError('invoice_no', spotText(locale, 'badText', { field: 'invoice_no', max: 30 }));
    if (!isDate(body.invoice_date)) throw fieldError('invoice_date', spotText(locale, 'badDate', { field: 'invoice_date' }));
    const rows = rowsOf(req, body.items);
    const invoice = await writeTransaction(ctx.db, async (trx) => {
      const [order] = await lockRecords(trx, decl, [orderId]);
      if (!order) throw new ApiError(404, spotText(locale, 'notFound', { id: String(orderId) }));
      if (order.status !== 'sent') throw new ApiError(409, spotText(locale, 'notSent', { no: String(order.spot_no) }));
      const lines = (
        await sql<Line>`select i.id::int as id, i.line_no::int as line_no, m.mpn, i.material_id::int as material_id, i.qty::text as qty,
            coalesce(i.invoiced_qty, 0)::text as invoiced_qty, i.unit_price::text as unit_price
          from spot_market_item i join material m on m.id = i.material_id where i.spot_market_id = ${orderId}`.execute(trx)
      ).rows;
      const errors: FieldError[] = [];
      let conflict = false;
      const taken = new Map<number, bigint>();
      const values = rows.flatMap((row, index) => {
        const line = lines.find((l) => l.id === idOf(row.item_id));
        const fail = (field: string, message: string) => errors.push({ field: `items.${index}.${field}`, row: index + 1, message: rowMessage(locale, index, line?.mpn ?? '', message) });
        if (!line) return fail('item_id', spotText(locale, 'notLine')), [];
        if (!wholeQty(row.qty)) return fail('qty', spotText(locale, 'badQty')), [];
        const unit = row.unit_price === undefined || row.unit_price === null || row.unit_price === '' ? line.unit_price : price(row.unit_price);
        if (!PRICE.test(unit)) return fail('unit_price', spotText(locale, 'badPrice')), [];
        // Whole quantities as bigint: no float between the order and the invoice.
        const left = BigInt(line.qty) - BigInt(line.invoiced_qty) - (taken.get(line.id) ?? 0n);
        const qty = BigInt(String(row.qty).trim());
        if (qty > left) return (conflict = true), fail('qty', spotText(locale, 'overInvoiced', { left: String(left < 0n ? 0n : left) })), [];
        taken.set(line.id, (taken.get(line.id) ?? 0n) + qty);
        return [{ line, qty: qty.toString(), unit }];
      });
      if (errors.length) throw new ApiError(conflict && errors.every((e) => e.field.endsWith('.qty')) ? 409 : 400, errors[0].message, errors);
      const dup = await sql`select 1 from spot_invoice where invoice_no = ${invoiceNo}`.execute(trx);
      if (dup.rows.length) throw new ApiError(409, spotText(locale, 'duplicateInvoice', { no: invoiceNo }), [{ field: 'invoice_no', message: spotText(locale, 'duplicateInvoice', { no: invoiceNo }) }]);
      const { rows: made } = await sql<{ id: number }>`insert into spot_invoice (spot_market_id, invoice_no, invoice_date, created_by)
        values (${orderId}, ${invoiceNo}, ${body.invoice_date as string}, ${req.user!.name}) returning id::int as id`.execute(trx);
      const invoiceId = made[0].id;
      await sql`insert into spot_invoice_item (invoice_id, item_id, material_id, qty, unit_price)
        values ${sql.join(values.map((v) => sql`(${invoiceId}, ${v.line.id}, ${v.line.material_id}, ${v.qty}, ${v.unit})`))}`.execute(trx);
      for (const [lineId, qty] of taken) await sql`update spot_market_item set invoiced_qty = coalesce(invoiced_qty, 0) + ${qty.toString()} where id = ${lineId}`.execute(trx);
      const open = await sql`select 1 from spot_market_item where spot_market_id = ${orderId} and coalesce(invoiced_qty, 0) < qty limit 1`.execute(trx);
      if (!open.rows.length) await sql`update spot_market set status = 'invoiced', version = version + 1, updated_at = now(), updated_by = ${req.user!.name} where id = ${orderId}`.execute(trx);
      const [after] = await lockRecords(trx, decl, [orderId]);
      const now = { ...after, items: await readLines(trx, decl, 'items', orderId) };
      await recordEvent(trx, { user: req.user!, resource: decl.name, recordId: orderId, action: 'update', before: order, after: now, reason: `invoice ${invoiceNo}` });
      return invoiceId;
    });
    return ok((await invoicesOf(ctx.db, orderId)).find((v) => v.id === invoice));
  });
}

