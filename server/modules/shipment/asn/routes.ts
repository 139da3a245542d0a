// The ASN calls of the spec (document 001, "ASN"). A manager (manage-asn, view-asn) reaches every
// ASN, a supplier (send-asn) the ones they created: the same row scope as the two screens.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { allows, lineDeclaration, type ResourceDeclaration } from '../../../../src/schema';
import { ASN_CALL_ACCESS, ASN_STATUS as S, MY_ASN_ACCESS, asnOrder, myAsn } from '../../../../src/resources/shipment/asn/model';
import type { ResourceRow } from '../../../db/types';
import type { FeatureContext } from '../../../featureContext';
import { writeTransaction } from '../../../db/retry';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { recordEvent } from '../../../records/events';
import { records } from '../../../records/recordService';
import { getRecord } from '../../../records/repository';
import { jsonBody, notFound, pathId, pluralWord } from '../../../records/request';
import { limitOf } from '../../../records/scope';
import { forward } from './forward';
import { orderStatus } from './orderStatus';
import { createAsn, eventLines, linesOfAsn, stateName, updateAsn } from './save';
import { asnWords } from './words';

const callAccess = (action: 'read' | 'write') => access({ rule: ASN_CALL_ACCESS, action, what: (req) => pluralWord(asnOrder, req) });
/** Managers work on every ASN; a supplier on their own. */
export const declFor = (req: FastifyRequest): ResourceDeclaration => (allows(req.user!, asnOrder.access, 'read') ? asnOrder : myAsn);
const managing = (req: FastifyRequest) => allows(req.user!, asnOrder.access, 'write');

export function registerAsnRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;

  async function found(req: FastifyRequest, id: number): Promise<ResourceRow> {
    const decl = declFor(req);
    const row = await getRecord(db, decl, id, limitOf(decl, req));
    if (!row) throw notFound(req, decl, id);
    return row;
  }

  /** The ASN with its items, each holding its bags (as the editor reads it). */
  async function withLines(req: FastifyRequest, row: ResourceRow) {
    const decl = declFor(req);
    const { items, bags } = await linesOfAsn(db, Number(row.id));
    const [head, itemRows, bagRows] = await Promise.all([
      records(req, decl, db).answer(row),
      records(req, lineDeclaration(decl, 'items'), db).answerRows(items),
      records(req, lineDeclaration(decl, 'bags'), db).answerRows(bags),
    ]);
    const byItem = new Map<number, ResourceRow[]>();
    for (const b of bagRows) (byItem.get(Number(b.item_no)) ?? byItem.set(Number(b.item_no), []).get(Number(b.item_no))!).push(b);
    return { ...head, items: itemRows.map((item) => ({ ...item, bags: byItem.get(Number(item.line_no)) ?? [] })) };
  }

  /**
   * A save's answer: the ASN as stored (number, version, totals, worst price check) and its items with
   * their R19/R20 notes. Not the bags: they are what the caller sent (an ASN's 3,000 rows, titled, were
   * about a sixth of a save's time); GET /api/v1/asn/order/{id} reads them back.
   */
  async function saved(req: FastifyRequest, row: ResourceRow, items: ResourceRow[]) {
    const decl = declFor(req);
    const [head, itemRows] = await Promise.all([records(req, decl, db).answer(row), records(req, lineDeclaration(decl, 'items'), db).answerRows(items)]);
    return { ...head, items: itemRows };
  }

  // The combined list: every ASN for a manager, the caller's own for a supplier.
  app.get('/api/v1/asn/orders', callAccess('read'), async (req, reply) => forward(req, reply, 'GET', `${declFor(req).api.base}${queryOf(req)}`));

  app.post('/api/v1/asn/order', access({ rule: MY_ASN_ACCESS, action: 'write', what: (req) => pluralWord(myAsn, req) }), async (req) => {
    const { row, lines } = await createAsn(db, req, jsonBody(req));
    return ok(await saved(req, row, lines.items));
  });

  app.get('/api/v1/asn/order/:id', callAccess('read'), async (req) => ok(await withLines(req, await found(req, pathId(req, 'id')))));

  app.put('/api/v1/asn/order/:id', callAccess('write'), async (req) => {
    const row = await found(req, pathId(req, 'id'));
    const body = jsonBody(req);
    const version = bodyVersion(req.locale, body.version);
    if (version === undefined) throw new ApiError(400, asnWords(req.locale).versionMissing(), [{ field: 'version', message: asnWords(req.locale).versionMissing() }]);
    const { version: _v, id: _id, ...rest } = body;
    const done = await updateAsn(db, req, row, rest, version);
    return ok(await saved(req, done.row, done.lines.items));
  });

  // Only a draft is deleted (with its lines); anything further is cancelled, which keeps its history.
  app.delete('/api/v1/asn/order/:id', callAccess('write'), async (req) => {
    const id = pathId(req, 'id');
    const decl = declFor(req);
    const gone = await writeTransaction(db, async (trx) => {
      const row = (await sql<ResourceRow>`select * from asn_order where id = ${id} for update`.execute(trx)).rows[0];
      const mine = row && (decl === asnOrder || row.created_by === req.user!.name);
      if (!mine) throw notFound(req, decl, id);
      if (String(row.status) !== S.draft) throw new ApiError(409, asnWords(req.locale).onlyDraftDelete(stateName(row, req.locale)));
      const lines = await eventLines(trx, id);
      await sql`delete from asn_order where id = ${id}`.execute(trx);
      await recordEvent(trx, { user: req.user!, resource: myAsn.name, recordId: id, action: 'delete', before: { ...row, ...lines } });
      return row;
    });
    return ok({ id: Number(gone.id) });
  });

  // GET /api/v1/asn/edit/order/{id} (the editor's read, with each item's stock) is the editor module's: server/modules/shipment/asnEditor.

  // The manager audit of an ASN awaiting it: { status: '2' agree | '13' reject, audit_memo, version }.
  app.put('/api/v1/asn/review/order/:id', callAccess('read'), async (req, reply) => {
    const id = pathId(req, 'id');
    const { version, status, audit_memo } = jsonBody(req);
    return forward(req, reply, 'POST', `${asnOrder.api.base}/transition/review`, { items: [{ id, version }], status, audit_memo });
  });

  app.delete('/api/v1/asn/order/cancel/:id', callAccess('write'), async (req, reply) => {
    const row = await found(req, pathId(req, 'id'));
    const afterApproval = [S.approved, S.synced, S.shipped].includes(String(row.status) as never);
    const url = managing(req) ? `${asnOrder.api.base}/transition/${afterApproval ? 'cancelApproved' : 'cancel'}` : `${myAsn.api.base}/transition/cancel`;
    return forward(req, reply, 'POST', url, { items: [{ id: Number(row.id) }] });
  });

  const one = (path: string, group: string) =>
    app.put(path, callAccess('read'), async (req, reply) => forward(req, reply, 'POST', `${asnOrder.api.base}/transition/${group}`, { items: [{ id: pathId(req, 'id'), version: jsonBody(req).version }] }));
  one('/api/v1/asn/order/return/:id', 'return');
  one('/api/v1/asn/sync/bangtai/:id', 'sync');

  app.post('/api/v2/asn/unlock/:id', callAccess('read'), async (req, reply) => forward(req, reply, 'POST', `${asnOrder.api.base}/${pathId(req, 'id')}/unlock`, jsonBody(req)));

  app.get('/api/v2/asn/order/export', callAccess('read'), async (req, reply) => forward(req, reply, 'GET', `${declFor(req).api.base}/export${queryOf(req)}`));

  // R20: by asn_id (its stored items) or by items; { items: [{ ..., over_qty, no_item }], status: 0 | 1 }.
  app.post('/api/v2/asn/order/status', callAccess('read'), async (req) => {
    const body = jsonBody(req);
    const asnId = body.asn_id === undefined || body.asn_id === null || body.asn_id === '' ? undefined : pathIdOf(req, body.asn_id);
    let items: { order_no?: string | null; material_id?: number | null; mpn?: string | null; po_line?: string | null; qty: number; lmpn?: unknown; bg?: unknown; manufacturer?: unknown }[];
    if (asnId !== undefined) {
      await found(req, asnId);
      items = (await linesOfAsn(db, asnId)).items.map((i) => ({ order_no: i.order_no as string, material_id: Number(i.material_id), po_line: i.po_line as string, qty: Number(i.total_qty), lmpn: i.lmpn, manufacturer: i.manufacturer }));
    } else if (Array.isArray(body.items) && body.items.length) {
      items = (body.items as Record<string, unknown>[]).map((i, n) => {
        const qty = Number(String(i.qty ?? '').replace(/[,\s]/g, ''));
        if (!Number.isFinite(qty) || qty <= 0) throw new ApiError(400, asnWords(req.locale).badQty(n + 1), [{ field: `items.${n}.qty`, message: asnWords(req.locale).badQty(n + 1), row: n + 1 }]);
        return { ...i, order_no: i.order_no as string, mpn: i.mpn as string, po_line: i.po_line === undefined ? null : String(i.po_line), qty };
      });
    } else throw new ApiError(400, asnWords(req.locale).noOrder(), [{ field: 'items', message: asnWords(req.locale).noOrder() }]);
    const status = await orderStatus(db, items, asnId);
    const answered = items.map((i, n) => ({ ...i, over_qty: status[n].over_qty, no_item: status[n].no_item, open_qty: status[n].open_qty }));
    return ok({ items: answered, status: answered.some((i) => i.over_qty || i.no_item) ? 1 : 0 });
  });

  // Shipping details of one ASN by id or invoice number.
  app.get('/api/v1/asn/shipping/info', callAccess('read'), async (req) => {
    const q = req.query as Record<string, unknown>;
    const decl = declFor(req);
    const byNo = typeof q.invoice_no === 'string' && q.invoice_no.trim() ? q.invoice_no.trim().toUpperCase() : undefined;
    const id = byNo ? (await sql<{ id: number }>`select id::int as id from asn_order where invoice_no = ${byNo}`.execute(db)).rows[0]?.id : pathIdOf(req, q.id);
    if (!id) throw notFound(req, decl, byNo ?? String(q.id ?? ''));
    const row = await found(req, Number(id));
    const answered = await records(req, decl, db).answer(row);
    const pick = ['id', 'invoice_no', 'status', 'ship_customer_id', 'bill_to_id', 'ship_date', 'carrier', 'tracking_no', 'item_count', 'total_qty', 'locked', '_titles'];
    return ok(Object.fromEntries(Object.entries(answered).filter(([k]) => pick.includes(k))));
  });

  // The ship customers a supplier may address (active ones), with their bill-tos.
  app.get('/api/v1/asn/user/ship/customers', access({ rule: MY_ASN_ACCESS, action: 'read', what: (req) => pluralWord(myAsn, req) }), async () => {
    const customers = await sql<{ id: number; code: string; name: string }>`select id::int as id, code, name from ship_customer where status = 'active' order by code`.execute(db);
    const billTos = await sql<{ id: number; code: string; name: string; customer_id: number | null; vmi: boolean }>`select id::int as id, code, name, customer_id::int as customer_id, vmi from bill_to where status = 'active' order by code`.execute(db);
    return ok(customers.rows.map((c) => ({ ...c, bill_tos: billTos.rows.filter((b) => Number(b.customer_id) === Number(c.id)) })));
  });
}

function queryOf(req: FastifyRequest): string {
  const i = req.url.indexOf('?');
  return i < 0 ? '' : req.url.slice(i);
}

function pathIdOf(req: FastifyRequest, raw: unknown): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new ApiError(400, asnWords(req.locale).badId(String(raw ?? '')), [{ field: 'asn_id', message: asnWords(req.locale).badId(String(raw ?? '')) }]);
  return n;
}
