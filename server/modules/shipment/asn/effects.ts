// The ASN transitions' server effects (declared in src/resources/shipment/asn/model/asnOrder.ts), run
// inside the transition's transaction with the ASN locked, before it moves; a throw refuses the whole
// call. Ship takes every allocated bag out of stock; cancel after shipping and return put the same
// quantities back (new bags in the same groups, packed by their package size); submit re-checks the
// saved ASN (R16, R21 against today's stock); sync announces the items to the 3PL warehouse.
import { sql, type Transaction } from 'kysely';
import { ASN_EFFECTS, ASN_STATUS } from '../../../../src/resources/shipment/asn/model';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import type { TransitionEffect, TransitionEffectContext } from '../../../records/transitionEffects';
import { registerTransitionEffect } from '../../../records/transitionEffects';
import { applyStockMoves, type StockMove } from '../../management/inventories/stock/moves';
import { StockError } from '../../management/inventories/stock/words';
import { raiseAsnPriceItems } from '../../events/auditItem/asnPriceItems';
import { agreeWaitingPrices, registerPriceOutcome, withdrawPrices } from './auditOutcome';
import { asnWords } from './words';
import { checkAsn, storedBody } from './checks';
import { linesOfAsn } from './save';

export const ASN_SHIP_KIND = 'asn_ship';
export const ASN_RETURN_KIND = 'asn_return';

interface Allocation {
  inventory_id: number;
  bag_id: number;
  bag_no: string;
  mpq: number;
  total: number;
}

interface GroupKeyRow {
  id: number;
  material_id: number;
  sloc_id: number;
  supplier: string | null;
  brand: string | null;
  status_cargo: string;
}

async function groupsOf(trx: Transaction<DB>, ids: number[]): Promise<Map<number, GroupKeyRow>> {
  if (!ids.length) return new Map();
  const rows = await sql<GroupKeyRow>`select id::int as id, material_id::int as material_id, sloc_id::int as sloc_id, supplier, brand, status_cargo
    from inventory where id = any(${sql.val([...new Set(ids)])}::bigint[])`.execute(trx);
  return new Map(rows.rows.map((r) => [Number(r.id), r]));
}

/** Stock refusals in the caller's language, prefixed with the ASN. */
export async function moving(ctx: Pick<TransitionEffectContext, 'req' | 'title'>, work: () => Promise<void>) {
  try {
    await work();
  } catch (err) {
    if (err instanceof StockError) throw new ApiError(err.status, `${ctx.title}: ${ctx.req.locale === 'zh-CN' ? err.words.zh : err.words.en}`, err.errors);
    throw err;
  }
}

/** One move per bag (allocations of one bag summed), in one journal record referencing the ASN. */
export async function stockMoves(trx: Transaction<DB>, row: ResourceRow, sign: 1 | -1): Promise<StockMove[]> {
  const { bags } = await linesOfAsn(trx, Number(row.id));
  const byBag = new Map<number, Allocation>();
  for (const b of bags as unknown as Allocation[]) {
    const had = byBag.get(Number(b.bag_id));
    if (had) had.total = Number(had.total) + Number(b.total);
    else byBag.set(Number(b.bag_id), { ...b, total: Number(b.total) });
  }
  const groups = await groupsOf(trx, [...byBag.values()].map((b) => Number(b.inventory_id)));
  const ref = { ref_type: 'asn', ref_no: String(row.invoice_no) };
  return [...byBag.values()].map((b) => {
    const g = groups.get(Number(b.inventory_id))!;
    const key = { material_id: g.material_id, sloc_id: g.sloc_id, supplier: g.supplier, brand: g.brand, status_cargo: g.status_cargo };
    return sign < 0
      ? { kind: ASN_SHIP_KIND, ...key, qty: `-${b.total}`, bag_id: Number(b.bag_id), bag_no: b.bag_no, ...ref }
      : { kind: ASN_RETURN_KIND, ...key, qty: String(b.total), mpq: String(b.mpq || b.total), on_way: false, ...ref };
  });
}

const ship: TransitionEffect = async (trx, ctx) =>
  moving(ctx, async () => {
    const moves = await stockMoves(trx, ctx.row, -1);
    if (moves.length) await applyStockMoves(trx, moves, { name: ctx.req.user!.name });
  });

/** Only a shipped ASN has stock to give back; cancelling one not yet shipped moves nothing. */
const putBack: TransitionEffect = async (trx, ctx) =>
  moving(ctx, async () => {
    if (String(ctx.row.status) !== ASN_STATUS.shipped) return;
    const moves = await stockMoves(trx, ctx.row, 1);
    if (moves.length) await applyStockMoves(trx, moves, { name: ctx.req.user!.name });
  });

/**
 * Submitting re-checks what was saved, every item fully allocated (R21), against today's stock; then
 * R19's price warnings become review items (maxout, abnormal price) whose decision moves the ASN
 * (auditOutcome.ts). Items still pending from an earlier submission are replaced.
 */
const submit: TransitionEffect = async (trx, ctx) => {
  const { items, bags } = await linesOfAsn(trx, Number(ctx.row.id));
  await checkAsn(trx, ctx.req, storedBody(ctx.row, items, bags), Number(ctx.row.id), true).catch((err: unknown) => {
    if (err instanceof ApiError) throw new ApiError(err.status, `${ctx.title}: ${err.message}`, err.errors);
    throw err;
  });
  await raiseAsnPriceItems(trx, Number(ctx.row.id), ctx.req.user!.name);
};

/** One inbound notice per item for the 3PL warehouse (pending until it receives them); the ASN is locked. */
const syncBangtai: TransitionEffect = async (trx, ctx) => {
  const id = Number(ctx.row.id);
  const user = ctx.req.user!.name;
  await sql`insert into bangtai_inbound (inbound_no, asn_no, customer_no, material_id, lot_no, qty, eta, status, created_by, updated_by)
    select left(o.invoice_no || '-' || i.line_no, 30), o.invoice_no, left(upper(coalesce(c.code, 'ASN')), 30), i.material_id,
      left(upper(coalesce(nullif(i.order_no, ''), o.invoice_no)), 40), i.total_qty, o.ship_date, 'pending', ${user}, ${user}
    from asn_item i join asn_order o on o.id = i.asn_id left join ship_customer c on c.id = o.ship_customer_id
    where i.asn_id = ${id}
    on conflict (inbound_no) do nothing`.execute(trx);
  await sql`update asn_order set locked = true where id = ${id}`.execute(trx);
};

/** Approving by hand agrees the flagged prices still waiting, in the manager's name and words. */
const pricesReviewed: TransitionEffect = (trx, ctx) =>
  agreeWaitingPrices(trx, Number(ctx.row.id), ctx.req.user!.name, asnWords(ctx.req.locale).agreedWithAsn(ctx.req.user!.name));

const withdraw: TransitionEffect = (trx, ctx) => withdrawPrices(trx, Number(ctx.row.id));

export function registerAsnEffects() {
  registerTransitionEffect(ASN_EFFECTS.pricesReviewed, pricesReviewed);
  registerTransitionEffect(ASN_EFFECTS.withdrawPrices, withdraw);
  registerTransitionEffect(ASN_EFFECTS.ship, ship);
  registerTransitionEffect(ASN_EFFECTS.putBack, putBack);
  registerTransitionEffect(ASN_EFFECTS.submit, submit);
  registerTransitionEffect(ASN_EFFECTS.sync, syncBangtai);
  registerPriceOutcome();
}
