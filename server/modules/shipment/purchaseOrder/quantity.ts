// Binding and shifting: the two calls that move quantity between pre-POs and POs. Both lock their
// rows (POs before pre-POs, each in id order, so two calls cannot deadlock), check, then write both
// rows, their events and (for a shift) the journal in the caller's transaction. Quantities stay in
// SQL and BigInt: the sum over source and target is the same before and after.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { recordEvent } from '../../../records/events';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { t } from '../../../http/messages';
import { labelIn } from '../../../../src/schema';
import { fieldError } from '../../../records/request';
import { staleError } from '../../../records/recordService';
import { prePo } from '../../../../src/resources/shipment/purchaseOrder/model/prePo';
import { purchaseOrder } from '../../../../src/resources/shipment/purchaseOrder/model/purchaseOrder';
import { poText } from './messages';

export type OrderKind = 'po' | 'pre_po';
const TABLE: Record<OrderKind, string> = { po: 'purchase_order', pre_po: 'pre_po' };
const DECL = { po: purchaseOrder, pre_po: prePo };

/** A locked order row; `title` names it in messages ("PO4500012345/10", "PRE260001"). */
type Locked = ResourceRow & { title: string };

const titleOf = (kind: OrderKind, row: ResourceRow) => (kind === 'po' ? `PO ${String(row.po_no)}/${String(row.po_line)}` : `Pre-PO ${String(row.pre_po_no)}`);

async function lockOne(trx: Transaction<DB>, req: FastifyRequest, kind: OrderKind, id: number, field: string): Promise<Locked> {
  const rows = await sql<ResourceRow>`select * from ${sql.table(TABLE[kind])} where id = ${id} for update`.execute(trx);
  if (!rows.rows[0]) {
    const msg = t(req.locale, 'notFound', { what: labelIn(DECL[kind].recordLabel, req.locale), id: String(id) });
    throw new ApiError(404, msg, [{ field, message: msg }]);
  }
  return { ...rows.rows[0], title: titleOf(kind, rows.rows[0]) };
}

/** Locks the two orders in the one global order (POs first, then pre-POs; each by id). */
async function lockPair(trx: Transaction<DB>, req: FastifyRequest, a: { kind: OrderKind; id: number; field: string }, b: { kind: OrderKind; id: number; field: string }) {
  const rank = (x: { kind: OrderKind; id: number }) => (x.kind === 'po' ? 0 : 1) * 2 ** 53 + x.id;
  const [first, second] = rank(a) <= rank(b) ? [a, b] : [b, a];
  const one = await lockOne(trx, req, first.kind, first.id, first.field);
  const two = await lockOne(trx, req, second.kind, second.id, second.field);
  return first === a ? [one, two] : [two, one];
}

async function write(trx: Transaction<DB>, req: FastifyRequest, kind: OrderKind, before: Locked, set: ReturnType<typeof sql>, reason: string): Promise<ResourceRow> {
  const after = (await sql<ResourceRow>`update ${sql.table(TABLE[kind])} set ${set}, version = version + 1, updated_at = now(), updated_by = ${req.user!.name}
    where id = ${Number(before.id)} returning *`.execute(trx)).rows[0];
  const { title: _t, ...old } = before;
  await recordEvent(trx, { user: req.user!, resource: DECL[kind].name, recordId: Number(before.id), action: 'update', before: old, after, reason });
  return after;
}

const big = (v: unknown) => BigInt(String(v ?? 0));

/** Binds an open pre-PO to an open PO of the same vendor and material that still has room for it. */
export async function bindPrePo(trx: Transaction<DB>, req: FastifyRequest, preId: number, poId: number, version?: number) {
  const locale = req.locale;
  const [po, pre] = await lockPair(trx, req, { kind: 'po', id: poId, field: 'po_id' }, { kind: 'pre_po', id: preId, field: 'id' });
  if (version !== undefined && Number(pre.version) !== version) throw staleError(req, prePo);
  if (pre.status !== 'open') throw new ApiError(409, poText(locale, 'preBound', { pre: String(pre.pre_po_no) }));
  if (po.status !== 'open') throw new ApiError(409, poText(locale, 'notOpen', { what: po.title }));
  if (String(po.vendor_id) !== String(pre.vendor_id) || String(po.material_id) !== String(pre.material_id)) {
    throw fieldError('po_id', poText(locale, 'otherPart', { a: pre.title, b: po.title }));
  }
  const free = big(po.qty) - big(po.bound_qty);
  if (free < big(pre.qty)) throw new ApiError(409, poText(locale, 'overBound', { po: po.title, free: free.toString() }));
  const after = await write(trx, req, 'pre_po', pre, sql`po_id = ${poId}, status = 'bound'`, 'binding');
  await write(trx, req, 'po', po, sql`bound_qty = bound_qty + ${String(pre.qty)}::bigint`, `binding ${String(pre.pre_po_no)}`);
  return after;
}

export interface ShiftRequest {
  from: { kind: OrderKind; id: number };
  to: { kind: OrderKind; id: number };
  qty: bigint;
  remark: string | null;
}

/** What an order can give away: a pre-PO all of it, a PO what is not bound (and it keeps at least 1). */
const givable = (kind: OrderKind, row: ResourceRow) => {
  if (kind === 'pre_po') return big(row.qty);
  const floor = big(row.bound_qty) > 1n ? big(row.bound_qty) : 1n;
  return big(row.qty) - floor;
};

/** Moves `qty` from one open order to another of the same material, journalled in po_shift. */
export async function shiftQty(trx: Transaction<DB>, req: FastifyRequest, s: ShiftRequest) {
  const locale = req.locale;
  const [from, to] = await lockPair(trx, req, { ...s.from, field: 'from_id' }, { ...s.to, field: 'to_id' });
  for (const [kind, row] of [[s.from.kind, from], [s.to.kind, to]] as const) {
    if (row.status !== 'open') throw new ApiError(409, kind === 'pre_po' ? poText(locale, 'preBound', { pre: String(row.pre_po_no) }) : poText(locale, 'notOpen', { what: row.title }));
  }
  if (String(from.material_id) !== String(to.material_id)) throw fieldError('to_id', poText(locale, 'otherPart', { a: from.title, b: to.title }));
  const left = givable(s.from.kind, from);
  if (s.qty > left) throw fieldError('qty', poText(locale, 'shiftMore', { what: from.title, left: (left < 0n ? 0n : left).toString() }));
  const n = s.qty.toString();
  const reason = `shift ${from.title} -> ${to.title}`;
  const fromAfter = await write(trx, req, s.from.kind, from, sql`qty = qty - ${n}::bigint`, reason);
  const toAfter = await write(trx, req, s.to.kind, to, sql`qty = qty + ${n}::bigint`, reason);
  const journal = await trx
    .insertInto('po_shift')
    .values({ by_user: req.user!.name, material_id: Number(from.material_id), from_type: s.from.kind, from_id: s.from.id, to_type: s.to.kind, to_id: s.to.id, qty: n, remark: s.remark })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { from: fromAfter, to: toAfter, shift: journal };
}
