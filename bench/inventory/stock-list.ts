// The stock list filtered by material over 1,000,000 bags (100,000 groups of 10 bag rows) on
// PostgreSQL: the real HTTP calls against the same SQL run directly. Target: at most 1.5x.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/inventory/stock-list.ts [bags=1000000]
import { sql } from 'kysely';
import { benchServer } from './setup';
import { show, sideBySide } from './stats';

const BAGS = Number(process.argv[2] ?? 1_000_000);
const PER_GROUP = 10;
const RUNS = Number(process.env.RUNS ?? 30);

async function main() {
  const s = await benchServer();
  try {
    const t0 = performance.now();
    const groups = BAGS / PER_GROUP;
    await sql`insert into inventory (material_id, sloc_id, supplier, brand, status_cargo, on_hand_qty, on_way_qty, bag_count, created_by, updated_by)
      select case when g % 10 = 0 then (select min(id) from material) else m.id end, sl.id,
        case when g % 10 = 0 then 'BENCH-P' || g else 'BENCH-' || (g / (mc.n * sc.n)) end, 'Bench', 'normal', 1000, 0, ${PER_GROUP}, 'bench', 'bench'
      from generate_series(0, ${groups - 1}) g
      cross join (select count(*)::int as n from material) mc cross join (select count(*)::int as n from sloc) sc
      join (select id, row_number() over (order by id) - 1 as k from material) m on m.k = g % mc.n
      join (select id, row_number() over (order by id) - 1 as k from sloc) sl on sl.k = (g / mc.n) % sc.n`.execute(s.db);
    await sql`insert into inventory_bag (inventory_id, mpq, org_mpq, qty, copies, on_way, created_by)
      select i.id, 100, 100, 100, 1, b % 5 = 0, 'bench' from inventory i cross join generate_series(1, ${PER_GROUP}) b where i.supplier like 'BENCH-%'`.execute(s.db);
    await sql`analyze`.execute(s.db);
    const bagCount = Number((await sql<{ n: string }>`select count(*) as n from inventory_bag`.execute(s.db)).rows[0].n);
    console.log(`filled ${bagCount} bags in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // A popular part (a tenth of the groups, 100,000 bags) and an ordinary one (a few dozen groups).
    const popular = Number((await sql<{ id: number }>`select min(id) as id from material`.execute(s.db)).rows[0].id);
    const ordinary = Number((await sql<{ id: number }>`select material_id as id from inventory where material_id <> ${popular} group by material_id order by count(*) desc, material_id limit 1`.execute(s.db)).rows[0].id);

    console.log(`PostgreSQL, ${RUNS} runs after 5 warm-ups; ms min / median / max`);
    // 1. The groups of one material: the generic list (count, page, reference titles).
    const groupsApi = (material: number, size: number) => () => s.get(`/api/v2/inventory?material_id=${material}&page=1&size=${size}`);
    const groupsRaw = (material: number, size: number) => async () => {
      await sql`select count(*) as total from inventory where material_id = ${material}`.execute(s.db);
      const rows = await sql<{ material_id: number; sloc_id: number }>`select * from inventory where material_id = ${material} order by id desc limit ${size}`.execute(s.db);
      const slocs = [...new Set(rows.rows.map((r) => r.sloc_id))];
      await sql`select id, mpn from material where id = ${material}`.execute(s.db);
      if (slocs.length) await sql`select id, code from sloc where id in (${sql.join(slocs)})`.execute(s.db);
      return JSON.stringify(rows.rows);
    };
    // 2. The bags on hand of one material (unassigned), joined to their groups, over the 1M bags.
    const bagsApi = (material: number, size: number) => () => s.get(`/api/v2/inventory/unassigned?material_id=${material}&page=1&size=${size}`);
    const bagsRaw = (material: number, size: number) => async () => {
      const from = sql`from inventory_bag b join inventory i on i.id = b.inventory_id join material m on m.id = i.material_id join sloc s on s.id = i.sloc_id
        where not b.on_way and b.assigned_no is null and i.material_id = ${material}`;
      const rows = await sql`select b.id, b.inventory_id, b.bag_no, b.mpq, b.org_mpq, b.qty, b.copies, b.is_split, b.on_way, b.assigned_no, b.date_code, b.created_at,
        i.material_id, m.mpn, i.sloc_id, s.code as sloc_code, i.supplier, i.brand, i.status_cargo ${from} order by b.id limit ${size}`.execute(s.db);
      await sql`select count(*) as n from (select 1 ${from}) t`.execute(s.db);
      return JSON.stringify(rows.rows);
    };
    // The fixed cost of any signed-in call (session, user, roles, permissions, field guards; JSON), for scale.
    const [floor] = await sideBySide(() => s.get('/api/v1/auth/me'), async () => {}, RUNS, 5);
    console.log(`floor: GET /api/v1/auth/me ${show(floor)}`);
    const cases = [
      ['ordinary part: groups, page of 20 (GET /api/v2/inventory?material_id=)', groupsApi(ordinary, 20), groupsRaw(ordinary, 20)],
      ['ordinary part: bags, page of 50 (GET /api/v2/inventory/unassigned?material_id=)', bagsApi(ordinary, 50), bagsRaw(ordinary, 50)],
      ['popular part: groups, page of 20', groupsApi(popular, 20), groupsRaw(popular, 20)],
      ['popular part: groups, page of 500', groupsApi(popular, 500), groupsRaw(popular, 500)],
      ['popular part: bags, page of 50', bagsApi(popular, 50), bagsRaw(popular, 50)],
      ['popular part: bags, page of 500', bagsApi(popular, 500), bagsRaw(popular, 500)],
    ] as const;
    for (const [name, api, raw] of cases) {
      const [a, r] = await sideBySide(api, raw, RUNS, 5);
      console.log(`${name}\n  http ${show(a)}\n  raw  ${show(r)}\n  ratio of medians ${(a.median / r.median).toFixed(2)}x (target <= 1.5x)`);
    }
  } finally {
    await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
