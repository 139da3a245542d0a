// Demo VMI data: goods receipts against supplier invoices into the VMI hubs (some received in full,
// some partly, some not yet), booked into the hubs' stock, and drafts of each kind waiting to be
// applied, each a small share of what a hub received.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { applyStockMoves, type StockMove } from '../inventories/stock/moves';

interface Hub { id: number; code: string; customer_id: number | null }
interface Part { id: number; maker: string; mpq: number; cost: string | null }
type Any = Kysely<Record<string, Record<string, unknown>>>;

/** A small deterministic generator: the same demo rows on every fresh start. */
function randomFrom(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

const day = (offset: number) => new Date(Date.UTC(2026, 9, 1) + offset * 86_400_000).toISOString().slice(0, 10);

async function seedReceipts(db: Any, hubs: Hub[], parts: Part[], rnd: (n: number) => number) {
  const byMaker = new Map<string, Part[]>();
  for (const p of parts) byMaker.set(p.maker, [...(byMaker.get(p.maker) ?? []), p]);
  const makers = [...byMaker.keys()];
  const rows: Record<string, unknown>[] = [];
  for (let i = 0; i < 60; i++) {
    const maker = makers[rnd(makers.length)];
    const offered = byMaker.get(maker)!;
    const hub = hubs[rnd(hubs.length)];
    const invoice = `INV${2026}${String(10_000 + i * 37).padStart(6, '0')}`;
    const mode = i % 4; // 0: not received yet, 1: partly, 2-3: received in full
    const picked = new Set<number>();
    for (let j = 0, n = 1 + rnd(5); j < n; j++) picked.add(offered[rnd(offered.length)].id);
    let line = 0;
    for (const id of picked) {
      const part = parts.find((p) => p.id === id)!;
      const ordered = part.mpq * (1 + rnd(10));
      const received = mode === 0 ? 0 : mode === 1 && line % 2 === 0 ? Math.floor(ordered / 2 / part.mpq) * part.mpq : ordered;
      rows.push({
        invoice_no: invoice, gr_no: mode === 0 ? null : `GR${hub.code.slice(0, 4)}${String(5000 + i).padStart(6, '0')}`, supplier: maker,
        material_id: id, sloc_id: hub.id, ordered_qty: ordered, received_qty: received, gr_date: mode === 0 ? null : day(i),
        created_by: 'system', updated_by: 'system',
      });
      line++;
    }
  }
  await db.insertInto('vmi_gr').values(rows).execute();
}

const KINDS = [
  { table: 'inventory_deduct', prefix: 'DED', extra: (i: number) => ({ reason: ['consumed', 'scrap', 'sample', 'count'][i % 4] }), priced: false },
  { table: 'opo', prefix: 'OPO', extra: (i: number) => ({ po_no: `PO4500${String(81_200 + i * 13)}` }), priced: true },
  { table: 'consumption862', prefix: '862', extra: (i: number) => ({ release_no: `REL${String(70_100 + i * 7)}` }), priced: true },
];

interface Received { material_id: number; sloc_id: number; supplier: string; received_qty: number; mpq: number; cost: string | null }

/** The received quantities into the hubs' stock, as the 3PL booked them. */
async function receiveIntoStock(kysely: Kysely<DB>, received: Received[]) {
  const moves: StockMove[] = received.map((r) => ({ kind: 'vmi_gr', material_id: r.material_id, sloc_id: r.sloc_id, supplier: r.supplier, qty: String(r.received_qty), mpq: String(r.mpq), ref_type: 'vmi_gr' }));
  if (moves.length) await kysely.transaction().execute((trx) => applyStockMoves(trx, moves, { name: 'system' }));
}

async function seedDrafts(kysely: Kysely<DB>, db: Any, hubs: Hub[], received: Received[], rnd: (n: number) => number) {
  const stocked = hubs.filter((h) => received.some((r) => r.sloc_id === h.id));
  if (!stocked.length) return;
  for (const kind of KINDS) {
    for (let i = 0; i < 10; i++) {
      const hub = stocked[i % stocked.length];
      const held = received.filter((r) => r.sloc_id === hub.id);
      const head = { doc_no: `${kind.prefix}${String(260_100 + i)}`, sloc_id: hub.id, customer_id: hub.customer_id, ...kind.extra(i), doc_date: day(40 + i), status: 'draft', created_by: 'system', updated_by: 'system' };
      const draft = await db.insertInto(kind.table).values(head).returning('id').executeTakeFirstOrThrow();
      const picked = new Map<number, Received>();
      for (let j = 0, n = 2 + rnd(3); j < n; j++) {
        const r = held[rnd(held.length)];
        if (!picked.has(r.material_id)) picked.set(r.material_id, r);
      }
      const lines = [...picked.values()].map((r, n) => {
        // Prices near the standard cost; every fourth line 12% off for the price check to catch.
        const cost = Number(r.cost ?? '0.1');
        const price = (cost * (n % 4 === 3 ? 1.12 : 1 + (rnd(5) - 2) / 100)).toFixed(4);
        // A small share of what was received: several drafts on one part still fit the stock.
        const qty = Math.max(1, Math.floor(r.received_qty / 10));
        return { draft_id: draft.id, line_no: n + 1, material_id: r.material_id, supplier: r.supplier, qty, ...(kind.priced ? { unit_price: price } : {}), created_by: 'system' };
      });
      await db.insertInto(`${kind.table}_item`).values(lines).execute();
      // The first two of each kind were applied already: their lines left the hub's stock.
      if (i < 2) await applySeeded(kysely, kind.table, draft.id as number, hub.id, head.doc_no, lines);
    }
  }
}

async function applySeeded(kysely: Kysely<DB>, table: string, id: number, hub: number, docNo: string, lines: { material_id: number; supplier: string; qty: number }[]) {
  const moves: StockMove[] = lines.map((l) => ({ kind: `vmi_${table}`, material_id: l.material_id, sloc_id: hub, supplier: l.supplier, qty: `-${l.qty}`, ref_type: table, ref_no: docNo }));
  await kysely.transaction().execute(async (trx) => {
    await applyStockMoves(trx, moves, { name: 'system' });
    await sql`update ${sql.table(table)} set status = 'applied', applied_at = now(), version = version + 1 where id = ${id}`.execute(trx);
  });
}

export async function seedVmi(kysely: Kysely<DB>): Promise<void> {
  const db = kysely as unknown as Any;
  const hubs = (await sql<Hub>`select id::int as id, code, customer_id::int as customer_id from sloc where warehouse_type = 'vmi_hub' order by code`.execute(kysely)).rows;
  const parts = (await sql<Part>`select m.id::int as id, mf.name as maker, m.mpq::int as mpq, m.standard_cost::text as cost
    from material m join manufacturer mf on mf.id = m.manufacturer_id order by m.id limit 400`.execute(kysely)).rows;
  if (!hubs.length || !parts.length) return;
  const rnd = randomFrom(862);
  await seedReceipts(db, hubs, parts, rnd);
  const received = (await sql<Received>`select g.material_id::int as material_id, g.sloc_id::int as sloc_id, g.supplier, g.received_qty::int as received_qty,
      m.mpq::int as mpq, m.standard_cost::text as cost from vmi_gr g join material m on m.id = g.material_id where g.received_qty > 0 order by g.id`.execute(kysely)).rows;
  await receiveIntoStock(kysely, received);
  await seedDrafts(kysely, db, hubs, received, rnd);
}
