// Material list on PostgreSQL: a filtered, sorted page of 20 and of 500 through the API (the real
// server as a child process, an HTTP client, JSON both ways) against the same SQL run directly
// with `pg` (the count and the page the list route runs), in one run; prints the ratios.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/material-list.ts [materials=1000000]
//
// A scratch database is created next to DATABASE_URL's and dropped at the end.
import pg from 'pg';
import { sql } from 'kysely';
import { benchDatabase, BENCH_PASSWORD, loadMaterials } from './lib/materials';
import { signIn, startBenchServer } from './lib/serverProcess';
import { ratio, timeOnce, timeSideBySide } from './lib/timing';

const COUNT = Number(process.argv[2] ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 25);
const PAGE = 3;
const expected = (size: number, matched: number) => Math.max(0, Math.min(size, matched - size * (PAGE - 1)));

async function main() {
  const scratch = await benchDatabase();
  const raw = new pg.Pool({ connectionString: scratch.url, max: 2 });
  const server = await startBenchServer(scratch.url).catch(async (e) => {
    await scratch.drop();
    throw e;
  });
  try {
    const load = await timeOnce(() => loadMaterials(scratch.database.db, COUNT));
    const total = (await sql<{ n: number }>`select count(*)::int as n from material`.execute(scratch.database.db)).rows[0].n;
    // A screen's usual question: one manufacturer's current parts, by MPN.
    const mfr = (await sql<{ id: number }>`select id from manufacturer order by id offset 2 limit 1`.execute(scratch.database.db)).rows[0].id;
    const token = await signIn(server.url, 'admin', BENCH_PASSWORD);

    console.log(`material: ${total} rows on PostgreSQL (loaded in ${(load.ms / 1000).toFixed(1)} s); filter manufacturer_id=${mfr}, lifecycle in (active, nrnd), status=active; sort mpn asc; page ${PAGE}`);
    console.log(`median of ${RUNS} runs each, API and raw in alternation; API = server child process over HTTP (fetch, keep-alive, JSON parsed); raw = pg Pool, same count + page SQL`);
    console.log('page  api ms  raw ms  ratio  matched');
    for (const size of [20, 500]) {
      const query = `page=${PAGE}&size=${size}&sort=mpn&order=asc&manufacturer_id=${mfr}&lifecycle_in=active,nrnd&status=active`;
      let matched = -1;
      const callApi = async () => {
        const res = await fetch(`${server.url}/api/v2/material/info?${query}`, { headers: { authorization: `Bearer ${token}` } });
        if (res.status !== 200) throw new Error(`list answered ${res.status}: ${await res.text()}`);
        const body = (await res.json()) as { data: { list: unknown[]; total: number } };
        matched = body.data.total;
        if (body.data.list.length !== expected(size, matched)) throw new Error(`list gave ${body.data.list.length} rows of ${matched}`);
      };
      const where = `"manufacturer_id" = $1 and "lifecycle" in ($2, $3) and "status" = $4`;
      const params = [mfr, 'active', 'nrnd', 'active'];
      const runRaw = async () => {
        const count = await raw.query(`select count(*)::int as "total" from "material" where ${where}`, params);
        const rows = await raw.query(`select * from "material" where ${where} order by "mpn" asc, "id" asc limit $5 offset $6`, [...params, size, size * (PAGE - 1)]);
        if (rows.rows.length !== expected(size, matched) || count.rows[0].total !== matched) throw new Error('raw query disagrees with the API');
      };
      const [api, rawMs] = await timeSideBySide(callApi, runRaw, RUNS);
      console.log(`${String(size).padStart(4)}  ${api.toFixed(2).padStart(6)}  ${rawMs.toFixed(2).padStart(6)}  ${ratio(api, rawMs).padStart(5)}  ${matched}`);
    }
  } finally {
    await server.stop();
    await raw.end();
    await scratch.drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
