// The X12 calls of the 850 and 855 screens:
//   POST /api/v2/850/import   multipart "file": an X12 interchange of 850s, parsed strictly with node-x12;
//                             every order and item in one transaction; a bad file is a 400 naming the
//                             segment and line, and nothing is written;
//   POST /api/v2/850/export   { ids } → the 850s as they now stand, one interchange per partner and
//                             control number they came under (exports.ts);
//   POST /api/v2/855/export   { ids } → the 855 acknowledgements as sent, each its own interchange.
// Sending (POST /api/v2/850/send) is the declared transition; its effect (sendEffect) is here too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { getResource } from '../../../../src/resources/declarations';
import { recordEvent } from '../../../records/events';
import type { TransitionEffect } from '../../../records/transitionEffects';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access } from '../../../http/routeAccess';
import { declAccess, fieldError } from '../../../records/request';
import { ediText } from './messages';
import { idsOf, sendX12 } from './request';
import { export850, export855 } from './exports';
import { insertAck, insertOrder, lookups, readOrders } from './store';
import { generate855, parse850, X12Problem, type PurchaseOrder } from './x12';

function badFile(req: FastifyRequest, p: X12Problem): ApiError {
  const msg = ediText(req.locale, 'badX12', { detail: p.message });
  return new ApiError(400, msg, [{ field: 'file', message: msg, ...(p.line ? { row: p.line } : {}) }]);
}

/** A value too long for its X12 element (a huge quantity) is the document's problem, not the server's. */
async function generated(make: () => string | Promise<string>): Promise<string> {
  try {
    return await make();
  } catch (err) {
    if ((err as Error)?.name === 'GeneratorError' || /Segment element/.test(String((err as Error)?.message))) throw new ApiError(400, `X12: ${(err as Error).message}`, [{ field: 'ids', message: (err as Error).message }]);
    throw err;
  }
}

/** 404 naming the first id that is not there. */
function missing(req: FastifyRequest, ids: number[], found: { id?: number }[]) {
  const gone = ids.find((id) => !found.some((f) => f.id === id));
  if (gone !== undefined) throw new ApiError(404, ediText(req.locale, 'notFound', { id: String(gone) }));
}

/** Sending an 850: its 855 is generated from the items as they stand and queued in the EDI outbox. */
export const sendEffect: TransitionEffect = async (trx, { req, row }) => {
  const [order] = await readOrders(trx, [Number(row.id)]);
  if (!order.items.length) throw new ApiError(409, ediText(req.locale, 'noItems', { po: order.po_no }));
  const at = new Date();
  const { id, ack } = await insertAck(trx, order, req.user!.name, at);
  const body = await generated(() => generate855([ack], { sender: ack.sender_id, receiver: ack.receiver_id, control: ack.control_no, at }));
  await trx.insertInto('edi_outbox').values({ doc_type: '855', doc_id: id, receiver_id: ack.receiver_id, control_no: ack.control_no, body, created_by: req.user!.name }).execute();
  await sql`update edi850 set sent_at = now() where id = ${order.id}`.execute(trx);
};

export function registerDocumentRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const edi850 = getResource('edi850');
  const edi855 = getResource('edi855');

  app.post('/api/v2/850/import', takesFile(declAccess(edi850, 'write')), async (req) => {
    const locale = req.locale;
    const file = req.upload;
    if (!file || !file.data.length) throw fieldError('file', ediText(locale, 'fileMissing'));
    let orders: PurchaseOrder[];
    try {
      orders = parse850(file.data.toString('utf8'));
    } catch (err) {
      if (err instanceof X12Problem) throw badFile(req, err);
      throw err;
    }
    const codes = [...new Set(orders.map((o) => o.customer_code).filter((c): c is string => !!c))];
    const mpns = [...new Set(orders.flatMap((o) => o.items.map((i) => i.mpn)))];
    const user = req.user!;
    const ids = await writeTransaction(ctx.db, async (trx) => {
      const known = await lookups(trx, codes, mpns);
      const created: number[] = [];
      for (const po of orders) {
        const where = `N1 (PO ${po.po_no}, transaction at line ${po.line})`;
        if (!po.customer_code) throw badFile(req, new X12Problem('N1', po.line, ediText(locale, 'noCustomer', { where })));
        const customer = known.customer.get(po.customer_code);
        if (customer === undefined) throw badFile(req, new X12Problem('N104', po.line, ediText(locale, 'unknownCustomer', { where: `PO ${po.po_no}`, code: po.customer_code })));
        const dup = await sql`select 1 from edi850 where customer_id = ${customer} and po_no = ${po.po_no.toUpperCase()}`.execute(trx);
        if (dup.rows.length) throw new ApiError(409, ediText(locale, 'duplicate', { po: po.po_no }), [{ field: 'file', message: ediText(locale, 'duplicate', { po: po.po_no }) }]);
        const id = await insertOrder(trx, po, customer, known.material, user.name);
        // The 850's own fields and its items, as the history shows them.
        const after = { po_no: po.po_no, control_no: po.control_no, items: po.items };
        await recordEvent(trx, { user, resource: edi850.name, recordId: id, action: 'import', after, reason: `X12 ${file.filename}` });
        created.push(id);
      }
      return created;
    });
    return ok({ imported: ids.length, ids, items: orders.reduce((n, o) => n + o.items.length, 0) });
  });

  app.post('/api/v2/850/export', access(declAccess(edi850, 'read')), async (req, reply) => {
    const ids = idsOf(req);
    missing(req, ids, (await sql<{ id: number }>`select id::int as id from edi850 where id in (${sql.join(ids)})`.execute(ctx.db)).rows);
    // A document first exported here is given its control number in the same transaction.
    const body = await generated(() => writeTransaction(ctx.db, (trx) => export850(trx, ids)));
    return sendX12(reply, 'edi850', body);
  });

  app.post('/api/v2/855/export', access(declAccess(edi855, 'read')), async (req, reply) => {
    const ids = idsOf(req);
    missing(req, ids, (await sql<{ id: number }>`select id::int as id from edi855 where id in (${sql.join(ids)})`.execute(ctx.db)).rows);
    const body = await generated(() => export855(ctx.db, ids));
    return sendX12(reply, 'edi855', body);
  });
}
