// The calls that move stock, each one transaction through the stock interface (../stock):
//   POST /api/v2/inventory/receiving   book goods in (on hand, or on the way), packed by mpq
//   POST /api/v2/inventory/add         adjust one group by a signed quantity
//   PUT  /api/v2/inventory/release     take quantities out of bags (spec path, "with items")
//   POST /api/v2/inventory/mpq/group   repack bags: split or merge (spec path)
//   POST /api/v2/inventory/swap        whole bags to another SLOC, supplier, brand or cargo status
//   PUT  /api/v2/inventory/status      whole bags to another cargo status
//   PUT  /api/v2/inventory/arrival     bags on the way arrive
//   POST /api/v2/inventory/assign | /unassign   a bag to an order and back
// All with the stock list's rule, writing with manage-stock (assign: the assign record screen's).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { CARGO_STATUSES } from '../../../../../src/resources/management/inventories/model/inventory';
import { STOCK_ACCESS, type ReceiveRequest, type ReleaseRequest, type RepackRequest } from '../../../../../src/resources/management/inventories/model/wire';
import type { FeatureContext } from '../../../../featureContext';
import { writeTransaction } from '../../../../db/retry';
import { ok } from '../../../../http/errors';
import { jsonBody } from '../../../../records/request';
import { assignBag } from '../stock/assign';
import { parseQty } from '../stock/decimal';
import { applyStockMovesRecorded, type StockMove } from '../stock/moves';
import { repackBags } from '../stock/repack';
import { arriveBags, swapBags } from '../stock/transfer';
import { bad, conflict, inCallersLanguage, W } from '../stock/words';
import { writeWith } from './access';

const text = (v: unknown, field: string, max: number): string | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > max) throw bad(field, { en: `${field} must be text of at most ${max} characters`, zh: `${field} 必须是最多 ${max} 个字符的文本` });
  return v.trim() || undefined;
};
const id = (v: unknown, field: string): number => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw bad(field, W.notId(field));
  return n;
};
const status = (v: unknown, field = 'status_cargo'): string | undefined => {
  if (v === undefined) return undefined;
  if (!CARGO_STATUSES.some((s) => s.value === v)) throw bad(field, { en: `${field} must be one of ${CARGO_STATUSES.map((s) => s.value).join(', ')}`, zh: `${field} 必须是 ${CARGO_STATUSES.map((s) => s.value).join('、')} 之一` });
  return v as string;
};

export function registerStockMoveRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const db = ctx.db;
  const move = writeWith(STOCK_ACCESS.move);
  const actor = (req: FastifyRequest) => ({ name: req.user!.name });

  app.post('/api/v2/inventory/receiving', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req) as Partial<ReceiveRequest>;
    const qty = parseQty(b.qty);
    if (qty === undefined || qty <= 0n) throw bad('qty', W.notPositive('qty', String(b.qty)));
    const m: StockMove = {
      kind: b.on_way ? 'on_way' : 'receive',
      material_id: id(b.material_id, 'material_id'),
      sloc_id: id(b.sloc_id, 'sloc_id'),
      supplier: text(b.supplier, 'supplier', 100) ?? null,
      brand: text(b.brand, 'brand', 100) ?? null,
      status_cargo: status(b.status_cargo),
      on_way: Boolean(b.on_way),
      qty: String(b.qty),
      mpq: b.mpq === undefined || b.mpq === '' ? undefined : String(b.mpq),
      ref_type: 'receiving',
      ref_no: text(b.ref_no, 'ref_no', 60),
      memo: text(b.memo, 'memo', 500),
    };
    const recordId = await writeTransaction(db, (trx) => applyStockMovesRecorded(trx, [m], actor(req)));
    return ok({ record_id: recordId });
  }));

  app.post('/api/v2/inventory/add', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req);
    const groupId = id(b.inventory_id, 'inventory_id');
    const qty = parseQty(b.qty);
    if (qty === undefined || qty === 0n) throw bad('qty', W.notQuantity('qty', String(b.qty)));
    const recordId = await writeTransaction(db, async (trx) => {
      const g = await trx.selectFrom('inventory').select(['material_id', 'sloc_id', 'supplier', 'brand', 'status_cargo']).where('id', '=', groupId).executeTakeFirst();
      if (!g) throw bad('inventory_id', W.noGroup(groupId));
      return applyStockMovesRecorded(trx, [{ kind: 'adjust', ...g, material_id: Number(g.material_id), sloc_id: Number(g.sloc_id), qty: String(b.qty), memo: text(b.memo, 'memo', 500) }], actor(req));
    });
    return ok({ record_id: recordId });
  }));

  app.put('/api/v2/inventory/release', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req) as Partial<ReleaseRequest>;
    if (!Array.isArray(b.items) || !b.items.length) throw bad('items', W.chooseBags());
    const items = b.items.map((it, i) => ({ bag_id: id(it?.bag_id, `items.${i}.bag_id`), qty: it?.qty }));
    const refNo = text(b.ref_no, 'ref_no', 60);
    const memo = text(b.memo, 'memo', 500);
    const recordId = await writeTransaction(db, async (trx) => {
      const found = await trx
        .selectFrom('inventory_bag as b')
        .innerJoin('inventory as i', 'i.id', 'b.inventory_id')
        .select(['b.id', 'b.bag_no', 'i.material_id', 'i.sloc_id', 'i.supplier', 'i.brand', 'i.status_cargo'])
        .select(sql<string>`(b.qty * b.copies)::text`.as('total'))
        .where('b.id', 'in', items.map((i) => i.bag_id))
        .execute();
      const byId = new Map(found.map((r) => [Number(r.id), r]));
      const moves: StockMove[] = items.map((it, i) => {
        const bag = byId.get(it.bag_id);
        const qty = it.qty === undefined || it.qty === '' ? undefined : parseQty(it.qty);
        if (it.qty !== undefined && it.qty !== '' && (qty === undefined || qty <= 0n)) throw bad(`items.${i}.qty`, W.notPositive(`Row ${i + 1} qty`, String(it.qty)));
        // A bag already gone is refused by the move itself (409, with nothing changed).
        const base = bag ?? { material_id: 0, sloc_id: 0, supplier: null, brand: null, status_cargo: 'normal', total: '0', bag_no: undefined };
        return {
          kind: 'release', material_id: Number(base.material_id), sloc_id: Number(base.sloc_id), supplier: base.supplier, brand: base.brand, status_cargo: base.status_cargo,
          qty: `-${qty === undefined ? base.total : String(it.qty)}`, bag_id: it.bag_id, bag_no: base.bag_no, ref_type: 'release', ref_no: refNo, memo,
        };
      });
      const missing = moves.find((m) => m.material_id === 0);
      if (missing) throw conflict(W.bagGone(`#${missing.bag_id}`));
      return applyStockMovesRecorded(trx, moves, actor(req));
    });
    return ok({ record_id: recordId });
  }));

  app.post('/api/v2/inventory/mpq/group', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req) as unknown as RepackRequest;
    return ok(await writeTransaction(db, (trx) => repackBags(trx, b, actor(req))));
  }));

  app.post('/api/v2/inventory/swap', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req);
    const to = (b.to && typeof b.to === 'object' ? b.to : {}) as Record<string, unknown>;
    const target = {
      sloc_id: to.sloc_id === undefined ? undefined : id(to.sloc_id, 'to.sloc_id'),
      supplier: to.supplier === undefined ? undefined : (text(to.supplier, 'to.supplier', 100) ?? null),
      brand: to.brand === undefined ? undefined : (text(to.brand, 'to.brand', 100) ?? null),
      status_cargo: status(to.status_cargo, 'to.status_cargo'),
    };
    const recordId = await writeTransaction(db, (trx) => swapBags(trx, { bag_ids: b.bag_ids, to: target, ref_no: text(b.ref_no, 'ref_no', 60), memo: text(b.memo, 'memo', 500) }, actor(req)));
    return ok({ record_id: recordId });
  }));

  app.put('/api/v2/inventory/status', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req);
    const to = status(b.status_cargo);
    if (!to) throw bad('status_cargo', { en: 'status_cargo is required', zh: '请选择货物状态' });
    const recordId = await writeTransaction(db, (trx) => swapBags(trx, { bag_ids: b.bag_ids, to: { status_cargo: to }, memo: text(b.memo, 'memo', 500) }, actor(req), 'status'));
    return ok({ record_id: recordId });
  }));

  app.put('/api/v2/inventory/arrival', move, inCallersLanguage(async (req) => {
    const b = jsonBody(req);
    const recordId = await writeTransaction(db, (trx) => arriveBags(trx, { bag_ids: b.bag_ids, ref_no: text(b.ref_no, 'ref_no', 60) }, actor(req)));
    return ok({ record_id: recordId });
  }));

  const assignRule = writeWith(STOCK_ACCESS.assign);
  for (const [path, assign] of [['/api/v2/inventory/assign', true], ['/api/v2/inventory/unassign', false]] as const) {
    app.post(path, assignRule, inCallersLanguage(async (req) => {
      await writeTransaction(db, (trx) => assignBag(trx, jsonBody(req), actor(req), assign));
      return ok({});
    }));
  }
}
