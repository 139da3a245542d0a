// Repacking 1,000 bags in one request (POST /api/v2/inventory/mpq/group: 1,000 bags of 100 merged
// into 500 of 200) against the equivalent raw SQL on the same database: lock the group and the
// bags, delete them, insert the new bags, journal a record and a history row per bag, update the
// group. Target: at most 2x. Each run gets 1,000 fresh bags (untimed).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/inventory/repack.ts [bags=1000]
import { sql } from 'kysely';
import { benchServer } from './setup';
import { show, sideBySide } from './stats';

const BAGS = Number(process.argv[2] ?? 1000);
const RUNS = 15;

async function main() {
  const s = await benchServer();
  try {
    const g = (await sql<{ id: number; material_id: number; sloc_id: number }>`select id, material_id, sloc_id from inventory where status_cargo = 'normal' order by id limit 1`.execute(s.db)).rows[0];
    const group = Number(g.id);
    let ids: number[] = [];
    const prepare = async () => {
      const made = await sql<{ id: number }>`insert into inventory_bag (inventory_id, mpq, org_mpq, qty, copies, created_by)
        select ${group}, 100, 100, 100, 1, 'bench' from generate_series(1, ${BAGS}) returning id`.execute(s.db);
      ids = made.rows.map((r) => Number(r.id));
      await sql`update inventory set on_hand_qty = on_hand_qty + ${BAGS * 100}, bag_count = bag_count + ${BAGS} where id = ${group}`.execute(s.db);
    };
    const api = () => s.send('POST', '/api/v2/inventory/mpq/group', { inventory_id: group, items: ids.map((id) => ({ bag_id: id })), packs: [{ mpq: '200', qty: '200', copies: BAGS / 2 }] });
    const raw = () =>
      s.db.transaction().execute(async (trx) => {
        await sql`select id, on_hand_qty from inventory where id = ${group} for update`.execute(trx);
        const bags = await sql<{ id: number; bag_no: string; qty: string; copies: string }>`select id, bag_no, qty::text, copies::text from inventory_bag where id = any(${ids}::bigint[]) order by id for update`.execute(trx);
        await sql`delete from inventory_bag where id = any(${ids}::bigint[])`.execute(trx);
        const made = await sql<{ bag_no: string }>`insert into inventory_bag (inventory_id, mpq, org_mpq, qty, copies, is_split, on_way, created_by) values (${group}, 200, 100, 200, ${BAGS / 2}, false, false, 'bench') returning bag_no`.execute(trx);
        const rec = await sql<{ id: number }>`insert into inventory_record (kind, moves, qty_in, qty_out, created_by, updated_by) values ('repack', ${BAGS + 1}, ${BAGS * 100}, ${BAGS * 100}, 'bench', 'bench') returning id`.execute(trx);
        const rows = [...bags.rows.map((b) => [b.bag_no, `-${b.qty}`]), [made.rows[0].bag_no, String(BAGS * 100)]];
        for (let i = 0; i < rows.length; i += 2000) {
          await sql`insert into inventory_history (record_id, inventory_id, material_id, sloc_id, kind, bag_no, qty, place, on_hand_after, on_way_after, created_by, updated_by)
            values ${sql.join(rows.slice(i, i + 2000).map(([no, q]) => sql`(${rec.rows[0].id}, ${group}, ${g.material_id}, ${g.sloc_id}, 'repack', ${no}, ${q}, 'hand', 0, 0, 'bench', 'bench')`))}`.execute(trx);
        }
        await sql`update inventory set bag_count = bag_count - ${BAGS / 2}, version = version + 1, updated_at = now() where id = ${group}`.execute(trx);
      });
    const [a, r] = await sideBySide(api, raw, RUNS, 3, prepare);
    console.log(`repack ${BAGS} bags into ${BAGS / 2} (PostgreSQL, ${RUNS} runs after 3 warm-ups; ms min / median / max)`);
    console.log(`  http ${show(a)}\n  raw  ${show(r)}\n  ratio of medians ${(a.median / r.median).toFixed(2)}x (target <= 2x)`);
  } finally {
    await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
