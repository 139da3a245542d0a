// The modify audit: POST /api/v2/asn/order/modify-audit records a supplier's request on their own
// ASN, a change (the whole proposed ASN, checked now as a save would be) of one submitted, in audit
// or approved, or a return of a shipped one; one pending request per ASN. Agreeing (the declared
// transition of asn_modify, effect below) re-checks the change against the ASN as it is then (same
// version, stock of that moment, every item allocated), writes it and sends the ASN back to
// submitted; a return puts the bags back and marks the ASN returned. Refusing changes nothing else.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { ASN_EFFECTS, ASN_STATUS as S, MODIFIABLE_STATES, MY_ASN_ACCESS, asnModify, myAsn } from '../../../../src/resources/shipment/asn/model';
import type { ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { recordEvent } from '../../../records/events';
import { records } from '../../../records/recordService';
import { insertRecord } from '../../../records/repository';
import { jsonBody, notFound, pluralWord } from '../../../records/request';
import { registerTransitionEffect, type TransitionEffect } from '../../../records/transitionEffects';
import { applyStockMoves } from '../../management/inventories/stock/moves';
import { checkAsn } from './checks';
import { raiseAsnPriceItems } from '../../events/auditItem/asnPriceItems';
import { stockMoves, moving } from './effects';
import { eventLines, stateName, writeLines } from './save';
import { asnWords } from './words';

const HEADER = ['ship_customer_id', 'bill_to_id', 'bill_to_vmi', 'plant', 'ship_date', 'currency', 'carrier', 'tracking_no', 'remark'];

function summaryOf(before: ResourceRow, items: Record<string, unknown>[]): string {
  const qty = items.reduce((s, i) => s + Number(i.total_qty), 0);
  return `items ${String(before.item_count)} → ${items.length}, quantity ${String(before.total_qty)} → ${qty}`;
}

export function registerModifyRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  app.post('/api/v2/asn/order/modify-audit', access({ rule: MY_ASN_ACCESS, action: 'write', what: (req) => pluralWord(myAsn, req) }), async (req) => {
    const w = asnWords(req.locale);
    const { asn_id, version: rawVersion, kind: rawKind, reason, ...proposed } = jsonBody(req);
    const id = Number(asn_id);
    const kind = rawKind === 'return' ? 'return' : 'modify';
    const asn = Number.isInteger(id) && id > 0 ? (await sql<ResourceRow>`select * from asn_order where id = ${id} and created_by = ${req.user!.name}`.execute(db)).rows[0] : undefined;
    if (!asn) throw notFound(req, myAsn, String(asn_id ?? ''));
    const version = bodyVersion(req.locale, rawVersion);
    if (version === undefined) throw new ApiError(400, w.versionMissing(), [{ field: 'version', message: w.versionMissing() }]);
    const allowed: readonly string[] = kind === 'return' ? [S.shipped] : MODIFIABLE_STATES;
    if (!allowed.includes(String(asn.status))) throw new ApiError(409, w.notModifiable(stateName(asn, req.locale)));
    if (Number(asn.version) !== version) throw new ApiError(409, w.asnChanged(String(asn.invoice_no)));
    const checked = kind === 'modify' ? await checkAsn(db, req, proposed, id) : undefined;
    const row = await writeTransaction(db, async (trx) => {
      const open = await sql`select 1 from asn_modify where asn_id = ${id} and status = 'pending' for update`.execute(trx);
      if (open.rows.length) throw new ApiError(409, w.pendingRequest(String(asn.invoice_no)));
      const made = await insertRecord(trx, asnModify, {
        asn_id: id, invoice_no: asn.invoice_no, kind, asn_version: version,
        reason: typeof reason === 'string' ? reason.slice(0, 500) : null,
        summary: checked ? summaryOf(asn, checked.items) : w.returnSummary(String(asn.total_qty)),
        changes: kind === 'modify' ? proposed : null,
      }, req.user!.name);
      await recordEvent(trx, { user: req.user!, resource: asnModify.name, recordId: Number(made.id), action: 'create', after: made });
      return made;
    });
    return ok(await records(req, asnModify, db).answer(row));
  });
}

/** Agreeing a request: the change written (or the return made) on the ASN, in the audit's transaction. */
const applyModify: TransitionEffect = async (trx, ctx) => {
  const req: FastifyRequest = ctx.req;
  const w = asnWords(req.locale);
  const asnId = Number(ctx.row.asn_id);
  const asn = (await sql<ResourceRow>`select * from asn_order where id = ${asnId} for update`.execute(trx)).rows[0];
  if (!asn) throw new ApiError(409, `${ctx.title}: ${w.asnGone()}`);
  const title = { ...ctx, title: String(asn.invoice_no) };
  // Read before the change is written: the event's "before" (and a request's readable changes) need the lines it replaced.
  const beforeLines = await eventLines(trx, asnId);
  let after: Record<string, unknown>;
  if (ctx.row.kind === 'return') {
    if (String(asn.status) !== S.shipped) throw new ApiError(409, `${ctx.title}: ${w.notModifiable(stateName(asn, req.locale))}`);
    await moving(title, async () => applyStockMoves(trx, await stockMoves(trx, asn, 1), { name: req.user!.name }));
    after = { status: S.returned };
  } else {
    if (!MODIFIABLE_STATES.includes(String(asn.status))) throw new ApiError(409, `${ctx.title}: ${w.notModifiable(stateName(asn, req.locale))}`);
    if (Number(asn.version) !== Number(ctx.row.asn_version)) throw new ApiError(409, `${ctx.title}: ${w.asnChanged(String(asn.invoice_no))}`);
    const checked = await checkAsn(trx, req, (ctx.row.changes ?? {}) as Record<string, unknown>, asnId, true).catch((err: unknown) => {
      if (err instanceof ApiError) throw new ApiError(err.status, `${ctx.title}: ${err.message}`, err.errors);
      throw err;
    });
    await writeLines(trx, asnId, String(asn.created_by), checked);
    after = { ...Object.fromEntries(HEADER.filter((k) => k in checked.header).map((k) => [k, checked.header[k]])), status: S.submitted };
  }
  const sets = Object.entries(after).map(([k, v]) => sql`${sql.ref(k)} = ${v as never}`);
  const updated = (await sql<ResourceRow>`update asn_order set ${sql.join(sets)}, version = version + 1, updated_at = now(), updated_by = ${req.user!.name} where id = ${asnId} returning *`.execute(trx)).rows[0];
  await recordEvent(trx, { user: req.user!, resource: myAsn.name, recordId: asnId, action: 'update', before: { ...asn, ...beforeLines }, after: { ...updated, ...(await eventLines(trx, asnId)) }, reason: `modify audit ${String(ctx.row.kind)}` });
  // Back to submitted with new prices: their warnings are reviewed again, as at a submission.
  if (updated.status === S.submitted) await raiseAsnPriceItems(trx, asnId, String(asn.created_by));
};

export const registerModifyEffect = () => registerTransitionEffect(ASN_EFFECTS.applyModify, applyModify);
