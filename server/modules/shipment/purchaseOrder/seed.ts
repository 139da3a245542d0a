// Demo POs and pre-POs over the seeded vendors, BGs and materials: 1,500 POs of one to four lines
// (a share disabled), 300 pre-POs (a third bound to a PO line of the same vendor and part, whose
// bound quantity counts them) and a few shifts. Written as a handful of bulk inserts.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

type Any = Kysely<Record<string, Record<string, unknown>>>;
interface Part { id: number; cost: string | null; mpq: number }

export function randomFrom(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    // The high bits: the low bits of this generator repeat with a short period.
    return Math.floor(s / 65536) % n;
  };
}

export const day = (offset: number) => new Date(Date.UTC(2026, 5, 1) + offset * 86_400_000).toISOString().slice(0, 10);
/** The demo buyers: their own POs and ORs fill the "my" screens. */
export const BUYERS = ['op', 'admin', 'manager'];

export async function demoBasics(db: Kysely<DB>) {
  const ids = async (table: string) => (await sql<{ id: number }>`select id::int as id from ${sql.table(table)} order by id`.execute(db)).rows.map((r) => r.id);
  const all = (await sql<Part>`select id::int as id, standard_cost::text as cost, coalesce(mpq, 1)::int as mpq from material order by id`.execute(db)).rows;
  // Orders draw on the first 600 parts; `spare` parts are only planned (pre-POs), so max-out has rows.
  return { vendors: await ids('vendor'), bgs: await ids('bg'), parts: all.slice(0, 600), spare: all.slice(600, 700) };
}

/** A unit price near the part's standard cost, five decimals, as text (never a float sum). */
export const priceOf = (part: Part, rnd: (n: number) => number) => {
  const cost = Number(part.cost ?? '0.25') || 0.25;
  return (cost * (1 + (rnd(21) - 10) / 100)).toFixed(5);
};

export async function seedPurchaseOrders(kysely: Kysely<DB>): Promise<void> {
  const db = kysely as unknown as Any;
  const { vendors, bgs, parts, spare } = await demoBasics(kysely);
  if (!vendors.length || !parts.length) return;
  const rnd = randomFrom(4500);
  const pos: Record<string, unknown>[] = [];
  for (let i = 0; i < 1500; i++) {
    const vendor = vendors[rnd(vendors.length)];
    const bg = bgs.length ? bgs[rnd(bgs.length)] : null;
    const buyer = BUYERS[i % BUYERS.length];
    const status = i % 17 === 0 ? 'disabled' : 'open';
    const lines = 1 + rnd(4);
    const picked = new Set<number>();
    for (let l = 0; l < lines; l++) picked.add(rnd(parts.length));
    let line = 10;
    for (const p of picked) {
      const part = parts[p];
      pos.push({
        po_no: `PO45${String(10_000_000 + i * 7)}`, po_line: line, vendor_id: vendor, bg_id: bg, material_id: part.id,
        qty: part.mpq * (1 + rnd(40)), unit_price: priceOf(part, rnd), currency: i % 9 === 0 ? 'CNY' : 'USD',
        bound_qty: 0, po_date: day(i % 170), request_date: day((i % 170) + 28 + rnd(60)), status,
        created_by: buyer, updated_by: buyer,
      });
      line += 10;
    }
  }
  for (let i = 0; i < pos.length; i += 1000) await db.insertInto('purchase_order').values(pos.slice(i, i + 1000)).execute();

  // Pre-POs: every third is bound to an open PO line of its vendor and part (its quantity fits there).
  const open = (await sql<{ id: number; vendor_id: number; material_id: number; qty: number; bg_id: number | null }>`
    select id::int as id, vendor_id::int as vendor_id, material_id::int as material_id, qty::int as qty, bg_id::int as bg_id
    from purchase_order where status = 'open' order by id`.execute(kysely)).rows;
  const pres: Record<string, unknown>[] = [];
  const bound = new Map<number, number>();
  for (let i = 0; i < 300; i++) {
    const po = open[(i * 37) % open.length];
    const bind = i % 3 === 0 && !bound.has(po.id);
    // Every fifth plans a part nobody ordered yet (short unless stocked), else one of a PO's parts.
    const planned = i % 5 === 4 && spare.length ? { material_id: spare[rnd(spare.length)].id, vendor_id: vendors[rnd(vendors.length)] } : po;
    const qty = bind ? Math.max(1, Math.floor(po.qty / 2)) : (planned === po ? 100 : 1000) * (1 + rnd(50));
    if (bind) bound.set(po.id, qty);
    const buyer = BUYERS[i % BUYERS.length];
    pres.push({
      pre_po_no: `PRE26${String(100_000 + i)}`, vendor_id: bind ? po.vendor_id : planned.vendor_id, bg_id: po.bg_id, material_id: bind ? po.material_id : planned.material_id, qty,
      request_date: day(60 + rnd(120)), po_id: bind ? po.id : null, status: bind ? 'bound' : 'open', created_by: buyer, updated_by: buyer,
    });
  }
  await db.insertInto('pre_po').values(pres).execute();
  const pairs = [...bound.entries()];
  if (pairs.length) {
    await sql`update purchase_order p set bound_qty = b.qty from (values ${sql.join(pairs.map(([id, q]) => sql`(${id}::bigint, ${q}::bigint)`))}) as b(id, qty) where p.id = b.id`.execute(kysely);
  }
  await seedShifts(kysely);
}

/** Twenty shifts of 100 from an unbound pre-PO onto an open PO line of its part, applied and journalled. */
async function seedShifts(db: Kysely<DB>) {
  const found = (await sql<{ pre: number; po: number; material: number; buyer: string }>`
    select p.id::int as pre, o.id::int as po, p.material_id::int as material, p.created_by as buyer from pre_po p
    join lateral (select id from purchase_order o where o.material_id = p.material_id and o.status = 'open' order by o.id limit 1) o on true
    where p.status = 'open' and p.qty >= 200 order by p.id limit 40`.execute(db)).rows;
  // One shift per PO line, so each update below moves exactly what its journal row says.
  const moves = [...new Map(found.map((m) => [m.po, m])).values()].slice(0, 20);
  if (!moves.length) return;
  const ids = (key: 'pre' | 'po') => sql.join(moves.map((m) => sql`${m[key]}::bigint`));
  await sql`update pre_po set qty = qty - 100 where id in (${ids('pre')})`.execute(db);
  await sql`update purchase_order set qty = qty + 100 where id in (${ids('po')})`.execute(db);
  await (db as unknown as Any).insertInto('po_shift')
    .values(moves.map((m) => ({ by_user: m.buyer, material_id: m.material, from_type: 'pre_po', from_id: m.pre, to_type: 'po', to_id: m.po, qty: 100, remark: 'demand moved onto the PO' })))
    .execute();
}
