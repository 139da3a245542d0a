// The price check (GET /api/v2/price-ti/material-price/find?mpn&ec_code&plan_ship_date) over 1,000,000
// price rows on PostgreSQL: the HTTP call against the same query (findPrices) run directly on the
// database. The route runs that query (as JSON) in the statement that checks its caller's session
// (readWithCheck), so the ratio is what signing in, routing and the envelope add to one round trip.
// Rows: every (material, end customer) key gets weekly periods until the count is reached.
// Target: at most 1.5x.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/prices/find.ts [rows=1000000]
import { sql } from 'kysely';
import { findPrices } from '../../server/modules/management/priceTi/priceQuery';
import { benchServer } from '../inventory/setup';
import { show, sideBySide } from '../inventory/stats';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 30);

async function main() {
  const s = await benchServer();
  try {
    const t0 = performance.now();
    const counts = (await sql<{ m: number; e: number }>`select (select count(*)::int from material) as m, (select count(*)::int from end_customer) as e`.execute(s.db)).rows[0];
    const keys = counts.m * counts.e;
    const periods = Math.ceil(ROWS / keys);
    // Weekly periods of one key never overlap; valid_from from 2016 on, so "today" falls inside them.
    await sql`insert into price_ti (material_id, end_customer_id, cpn, currency, dbp, quote_price, srp, moq, valid_from, valid_to, fb, created_by, updated_by)
      select m.id, e.id, null, 'USD', 1 + (g % 97) / 100.0, 1.2 + (g % 89) / 100.0, 1.5, 1000, date '2016-01-04' + 7 * g, date '2016-01-04' + 7 * g + 6, false, 'bench', 'bench'
      from material m cross join end_customer e cross join generate_series(0, ${periods - 1}) g
      limit ${ROWS}`.execute(s.db);
    await sql`analyze price_ti`.execute(s.db);
    const total = Number((await sql<{ n: string }>`select count(*) as n from price_ti`.execute(s.db)).rows[0].n);
    console.log(`filled ${total} price rows (${keys} keys x up to ${periods} weekly periods) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const pick = (await sql<{ mpn: string; ec: string; day: string }>`select m.mpn, e.ec_code as ec, (p.valid_from + 3)::text as day
      from price_ti p join material m on m.id = p.material_id join end_customer e on e.id = p.end_customer_id
      where p.created_by = 'bench' order by p.id desc limit 1`.execute(s.db)).rows[0];
    const q = { mpn: pick.mpn, ecCode: pick.ec, date: pick.day, fb: false };
    const found = await findPrices(s.db, q);
    console.log(`check ${pick.mpn} / ${pick.ec} on ${pick.day}: ${found.length} rows`);
    const api = () => s.get(`/api/v2/price-ti/material-price/find?mpn=${encodeURIComponent(q.mpn)}&ec_code=${encodeURIComponent(q.ecCode)}&plan_ship_date=${q.date}`);
    const raw = async () => JSON.stringify(await findPrices(s.db, q));
    const [floor] = await sideBySide(() => s.get('/api/v1/auth/me'), async () => {}, RUNS, 5);
    console.log(`PostgreSQL, ${RUNS} runs after 5 warm-ups; ms min / median / max\nfloor: GET /api/v1/auth/me ${show(floor)}`);
    const [a, r] = await sideBySide(api, raw, RUNS, 5);
    console.log(`GET /api/v2/price-ti/material-price/find\n  http ${show(a)}\n  raw  ${show(r)}\n  ratio of medians ${(a.median / r.median).toFixed(2)}x (target <= 1.5x)`);
  } finally {
    await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
