// How much does the generic list route cost over the SQL it runs? Measures a filtered, sorted page
// through the API (routing, auth, parameter checks, JSON) against the same SQL run directly on the
// same database, in one run, and prints the ratio.
//
//   npx tsx bench/list-vs-raw.ts [rows=50000]          (embedded PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/list-vs-raw.ts [rows]
import { sql } from 'kysely';
import { resources } from '../src/resources/declarations';
import { buildApp, serverModules } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/connect';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/seed';
import { scratchDatabase } from './lib/scratchDb';
import { timeMedian } from './lib/timing';

const ROWS = Number(process.argv[2] ?? 50000);
const RUNS = 25;

async function fill(database: Database, rows: number) {
  const ids = await sql<{ id: number }>`select id from bg`.execute(database.db);
  const entities = await sql<{ id: number }>`select id from entity`.execute(database.db);
  const terms = await sql<{ id: number }>`select id from payment_term`.execute(database.db);
  const currencies = ['USD', 'CNY', 'HKD', 'EUR', 'JPY'];
  for (let start = 0; start < rows; start += 1000) {
    const values = [];
    for (let i = start; i < Math.min(rows, start + 1000); i++) {
      values.push(
        sql`(${`BENCH${String(i).padStart(7, '0')}`}, ${`Bench customer ${(i * 7919) % rows} Ltd`}, ${ids.rows[i % ids.rows.length].id},
          ${entities.rows[i % entities.rows.length].id}, ${terms.rows[i % terms.rows.length].id}, ${currencies[i % 5]},
          ${(i % 97) * 10000}, ${i % 11 === 0 ? 'inactive' : 'active'}, false, 'bench', 'bench')`,
      );
    }
    await sql`insert into ship_customer (code, name, bg_id, entity_id, payment_term_id, currency, credit_limit, status, locked, created_by, updated_by)
      values ${sql.join(values)}`.execute(database.db);
  }
  await sql`analyze ship_customer`.execute(database.db);
}

const time = (fn: () => Promise<unknown>) => timeMedian(fn, RUNS);

async function main() {
  const { database, drop } = await scratchDatabase();
  try {
    await migrate(database.db, resources, serverModules);
    await seedDemo(database.db, resources, serverModules, 'bench');
    await fill(database, ROWS);
    const app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'bench' } });
    const token = (login.json() as { data: { token: string } }).data.token;

    console.log(`ship_customer with ${ROWS + 63} rows on ${database.kind}; median of ${RUNS} runs`);
    console.log('page  api ms  raw ms  ratio');
    for (const size of [20, 500]) {
      const url = `/api/v1/ship/customer?page=3&size=${size}&sort=name&order=asc&status=active&currency_in=USD,CNY&credit_limit_gte=100000`;
      const api = await time(async () => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
        if (res.statusCode !== 200) throw new Error(res.body);
        return res.json();
      });
      // The same two statements the route runs (count + page), on the same connection pool.
      const raw = await time(async () => {
        const where = sql`status = ${'active'} and currency in (${'USD'}, ${'CNY'}) and credit_limit >= ${100000}`;
        await sql`select count(*)::int as total from ship_customer where ${where}`.execute(database.db);
        const rows = await sql`select * from ship_customer where ${where} order by name asc, id asc limit ${size} offset ${size * 2}`.execute(database.db);
        return JSON.stringify(rows.rows);
      });
      console.log(`${String(size).padStart(4)}  ${api.toFixed(2).padStart(6)}  ${raw.toFixed(2).padStart(6)}  ${(api / raw).toFixed(2)}x`);
    }
    await app.close();
  } finally {
    await database.close().catch(() => {});
    await drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
