// The customer-order list filtered by material (GET /api/v1/order/material?mpn=) over 1,000,000
// order lines (100,000 orders of 10 lines) on PostgreSQL: the HTTP call against the same count +
// page SQL run directly. Target: at most 1.5x.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/orders/material-list.ts [lines=1000000]
import { sql } from 'kysely';
import { benchServer } from '../inventory/setup';
import { show, sideBySide } from '../inventory/stats';

const LINES = Number(process.argv[2] ?? 1_000_000);
const PER_ORDER = 10;
const RUNS = Number(process.env.RUNS ?? 30);

async function main() {
  const s = await benchServer();
  try {
    const t0 = performance.now();
    const orders = LINES / PER_ORDER;
    await sql`insert into customer_order (order_no, customer_id, currency, order_date, status, order_type, created_by, updated_by)
      select 'BENCH' || lpad(g::text, 8, '0'), c.id, 'USD', date '2026-01-01' + g % 300, 'open', 'normal', 'bench', 'bench'
      from generate_series(1, ${orders}) g join (select id, row_number() over (order by id) - 1 as k from ship_customer) c
        on c.k = g % (select count(*) from ship_customer)`.execute(s.db);
    await sql`insert into customer_order_item (order_id, line_no, material_id, qty, unit_price, locked, created_by)
      select o.id, k, m.id, 100 * k, 1.5, false, 'bench' from customer_order o cross join generate_series(1, ${PER_ORDER}) k
      join (select id, row_number() over (order by id) - 1 as r from material) m on m.r = (o.id * 7 + k * 13) % (select count(*) from material)
      where o.order_no like 'BENCH%'`.execute(s.db);
    await sql`analyze`.execute(s.db);
    const lines = Number((await sql<{ n: string }>`select count(*) as n from customer_order_item`.execute(s.db)).rows[0].n);
    console.log(`filled ${lines} order lines in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const mpn = (await sql<{ mpn: string }>`select m.mpn from customer_order_item i join material m on m.id = i.material_id group by m.mpn order by count(*) desc limit 1`.execute(s.db)).rows[0].mpn;
    const count = Number((await sql<{ n: string }>`select count(*) as n from customer_order_item i join material m on m.id = i.material_id where m.mpn = ${mpn}`.execute(s.db)).rows[0].n);
    console.log(`material ${mpn}: ${count} lines`);
    const api = (size: number) => () => s.get(`/api/v1/order/material?mpn=${encodeURIComponent(mpn)}&page=1&size=${size}`);
    const raw = (size: number) => async () => {
      // The route's own statements (server/modules/shipment/customerOrder/materialRoutes.ts): the page
      // tests the MPN on the material it joins, the count needs no order for an MPN filter.
      const [rows] = await Promise.all([
        sql`select i.id::int as id, o.id::int as order_id, o.order_no, c.name as customer, o.order_date::text as order_date, o.currency, i.line_no::int as line_no,
            m.mpn, i.cpn, i.qty::text as qty, i.unit_price::text as unit_price, (i.qty * i.unit_price)::numeric(24, 4)::text as amount, i.request_date::text as request_date, i.locked
          from customer_order_item i join customer_order o on o.id = i.order_id join material m on m.id = i.material_id join ship_customer c on c.id = o.customer_id
          where m.mpn = ${mpn} order by o.order_date desc, o.id desc, i.line_no limit ${size}`.execute(s.db),
        sql`select count(*)::text as n from customer_order_item i where i.material_id in (select id from material where mpn = ${mpn})`.execute(s.db),
      ]);
      return JSON.stringify(rows.rows);
    };
    const [floor] = await sideBySide(() => s.get('/api/v1/auth/me'), async () => {}, RUNS, 5);
    console.log(`PostgreSQL, ${RUNS} runs after 5 warm-ups; ms min / median / max\nfloor: GET /api/v1/auth/me ${show(floor)}`);
    for (const size of [20, 500]) {
      const [a, r] = await sideBySide(api(size), raw(size), RUNS, 5);
      console.log(`page of ${size} (GET /api/v1/order/material?mpn=)\n  http ${show(a)}\n  raw  ${show(r)}\n  ratio of medians ${(a.median / r.median).toFixed(2)}x (target <= 1.5x)`);
    }
  } finally {
    await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
