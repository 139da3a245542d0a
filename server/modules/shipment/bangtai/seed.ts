// Demo 3PL stock: inbound notices (most received), outbound notices (most shipped) from those lots,
// the stock they leave and the history of each move, so every Bangtai list shows a consistent story.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

export async function seedBangtai(db: Kysely<DB>): Promise<void> {
  const materials = (await sql<{ id: number }>`select id from material order by id limit 24`.execute(db)).rows.map((r) => Number(r.id));
  const customers = (await sql<{ code: string }>`select code from ship_customer order by id limit 4`.execute(db)).rows.map((r) => r.code);
  if (!materials.length || !customers.length) return;
  const start = Date.UTC(2026, 8, 1);
  const stock = new Map<string, number>();
  const by = 'admin';
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < 36; i++) {
      const lot = { customer_no: customers[i % customers.length], material_id: materials[i % materials.length], lot_no: `D${2530 + (i % 9)}-${String(i).padStart(3, '0')}` };
      const qty = 1000 * (2 + (i % 7)) + 500 * (i % 2);
      const at = start + i * 2 * DAY;
      const status = i < 28 ? 'received' : i < 34 ? 'pending' : 'cancelled';
      const no = `BTI${2609}${String(i + 1).padStart(4, '0')}`;
      await sql`insert into bangtai_inbound (inbound_no, asn_no, customer_no, material_id, lot_no, qty, eta, status, done_at, created_by, updated_by, created_at)
        values (${no}, ${`ASN${26000 + i * 7}`}, ${lot.customer_no}, ${lot.material_id}, ${lot.lot_no}, ${qty}, ${day(at)}, ${status}, ${status === 'received' ? iso(at + DAY) : null}, ${by}, ${by}, ${iso(at - 3 * DAY)})`.execute(trx);
      if (status !== 'received') continue;
      stock.set(JSON.stringify(lot), qty);
      await sql`insert into bangtai_history (moved_at, direction, doc_no, customer_no, material_id, lot_no, qty, balance, created_by, updated_by)
        values (${iso(at + DAY)}, 'in', ${no}, ${lot.customer_no}, ${lot.material_id}, ${lot.lot_no}, ${qty}, ${qty}, ${by}, ${by})`.execute(trx);
    }
    const lots = [...stock.keys()];
    for (let i = 0; i < 24; i++) {
      const key = lots[(i * 5) % lots.length];
      const lot = JSON.parse(key) as { customer_no: string; material_id: number; lot_no: string };
      const have = stock.get(key)!;
      const qty = Math.min(have, 500 * (1 + (i % 4)));
      const at = start + (10 + i * 2) * DAY;
      const status = i < 18 && qty > 0 ? 'shipped' : i < 22 ? 'pending' : 'cancelled';
      const no = `BTO${2609}${String(i + 1).padStart(4, '0')}`;
      await sql`insert into bangtai_outbound (outbound_no, order_no, customer_no, material_id, lot_no, qty, ship_to, ship_date, status, done_at, created_by, updated_by, created_at)
        values (${no}, ${`SO${880100 + i * 3}`}, ${lot.customer_no}, ${lot.material_id}, ${lot.lot_no}, ${Math.max(qty, 100)}, ${`${lot.customer_no} plant ${1 + (i % 3)}`}, ${day(at)}, ${status}, ${status === 'shipped' ? iso(at) : null}, ${by}, ${by}, ${iso(at - 2 * DAY)})`.execute(trx);
      if (status !== 'shipped') continue;
      stock.set(key, have - qty);
      await sql`insert into bangtai_history (moved_at, direction, doc_no, customer_no, material_id, lot_no, qty, balance, created_by, updated_by)
        values (${iso(at)}, 'out', ${no}, ${lot.customer_no}, ${lot.material_id}, ${lot.lot_no}, ${-qty}, ${have - qty}, ${by}, ${by})`.execute(trx);
    }
    let bin = 0;
    for (const [key, qty] of stock) {
      const lot = JSON.parse(key) as { customer_no: string; material_id: number; lot_no: string };
      bin++;
      await sql`insert into bangtai_instock (customer_no, material_id, lot_no, qty, location, created_by, updated_by)
        values (${lot.customer_no}, ${lot.material_id}, ${lot.lot_no}, ${qty}, ${`A${String(1 + (bin % 6)).padStart(2, '0')}-${String(bin).padStart(2, '0')}`}, ${by}, ${by})`.execute(trx);
    }
  });
}
