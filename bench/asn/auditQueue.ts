// How much does a review queue's page cost over the SQL it stands for? 10,000 audit items spread
// over the six queues; the reviewer lists a queue's pending items (page of 20 and 500, the first page
// and a later one) through the API (routing, sign-in and queue checks, JSON) against the same count +
// page SQL run directly on the same database, in one run; prints the ratio. Aim ≤ 1.5× (issue 25).
//
//   npx tsx bench/asn/auditQueue.ts [items=10000]          (embedded PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/asn/auditQueue.ts [items]
import { sql } from 'kysely';
import { resources } from '../../src/resources/declarations';
import { AUDIT_QUEUES } from '../../src/resources/events/asnAudit/model/auditQueues';
import { buildApp, serverModules } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { scratchDatabase } from '../lib/scratchDb';
import { timeSideBySide } from '../lib/timing';

const ITEMS = Number(process.argv[2] ?? 10000);
const RUNS = Number(process.env.RUNS ?? 25);

async function fill(database: Database, items: number) {
  for (let start = 0; start < items; start += 1000) {
    const values = [];
    for (let i = start; i < Math.min(items, start + 1000); i++) {
      const queue = AUDIT_QUEUES[i % 2 === 0 ? 1 : i % AUDIT_QUEUES.length]; // half of them maxout
      values.push(sql`(${queue}, ${`BENCH${String(i).padStart(7, '0')}`}, ${`Supplier ${i % 37}`}, ${`Customer ${i % 53}`}, ${`MPN-${i % 997}`},
        ${1000 + (i % 50) * 100}, ${(0.1 + (i % 89) / 100).toFixed(6)}, ${(0.2 + (i % 89) / 100).toFixed(6)}, 'USD', 'bench', ${i % 7 === 0 ? 2 : 1}, 'bench')`);
    }
    await sql`insert into audit_item (queue, invoice_no, supplier, customer, mpn, qty, price, reference_price, currency, reason, audit_status, created_by)
      values ${sql.join(values)}`.execute(database.db);
  }
  await sql`analyze audit_item`.execute(database.db);
}

async function main() {
  const { database, drop } = await scratchDatabase();
  try {
    await migrate(database.db, resources, serverModules);
    await seedDemo(database.db, resources, serverModules, 'bench');
    await fill(database, ITEMS);
    const app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'reviewer', password: 'bench' } });
    const token = (login.json() as { data: { token: string } }).data.token;
    const total = (await sql<{ n: number }>`select count(*)::int as n from audit_item`.execute(database.db)).rows[0].n;

    console.log(`audit_item with ${total} rows on ${database.kind}; the maxout queue's pending items as the reviewer; medians of ${RUNS} runs each, in alternation`);
    console.log('size page  api ms  raw ms  ratio');
    for (const size of [20, 500]) {
      for (const page of [1, 5]) {
        const url = `/api/v2/audit-item?queue=maxout_price&audit_status=1&page=${page}&size=${size}`;
        const callApi = async () => {
          const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
          if (res.statusCode !== 200) throw new Error(res.body);
          // The answer as sent (the raw side serializes its rows too; neither parses them back).
          return res.body.length;
        };
        // The same two statements the route stands for (count + page, decimals as exact text), serialized.
        const callRaw = async () => {
          const where = sql`queue in (${'maxout_price'}) and audit_status = ${1}`;
          const [rows, count] = await Promise.all([
            sql`select id::int as id, queue, asn_id::int as asn_id, invoice_no, supplier, customer, mpn, qty::text as qty, price::text as price,
              reference_price::text as reference_price, currency, reason, audit_status::int as audit_status, audit_memo, audited_by, audited_at, version, created_at
              from audit_item where ${where} order by audit_status = 1 desc, id desc limit ${size} offset ${size * (page - 1)}`.execute(database.db),
            sql`select count(*)::int as n from audit_item where ${where}`.execute(database.db),
          ]);
          return JSON.stringify({ list: rows.rows, total: count.rows });
        };
        // In alternation, so both sides see the same moments of a shared machine's load.
        const [api, raw] = await timeSideBySide(callApi, callRaw, RUNS);
        console.log(`${String(size).padStart(4)} ${String(page).padStart(4)}  ${api.toFixed(2).padStart(6)}  ${raw.toFixed(2).padStart(6)}  ${(api / raw).toFixed(2)}x`);
      }
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
