// A purchase reconciliation over a year of demo-sized data: 100,000 PO lines of one vendor, priced
// by the module's calculation (PUT /api/v2/avm-reconciliation/purchase/calculate/{id}: lock, rebuild
// the lines, totals, the header's update and event, answered as JSON) against the same calculation
// written as one raw SQL statement (insert the lines, sum the rounded cents, the fee). Both start
// from no lines each run; the cents must be equal; prints the medians and the ratio.
//
//   npx tsx bench/reconciliation/purchase.ts [lines=100000]          (embedded PGlite)
//   DATABASE_URL=postgres://... npx tsx bench/reconciliation/purchase.ts [lines]
import { sql } from 'kysely';
import { resources } from '../../src/resources/declarations';
import { buildApp, serverModules } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Database } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { scratchDatabase } from '../lib/scratchDb';
import { ratio, timeSideBySide } from '../lib/timing';

const LINES = Number(process.argv[2] ?? 100_000);
const RUNS = 7;
const BASE = '/api/v2/avm-reconciliation/purchase';

/** A year (2027) of EUR PO lines for one vendor: no demo PO is in EUR, so all and only these count. */
async function fill(database: Database, vendor: number) {
  const parts = (await sql<{ id: number }>`select id from material order by id limit 500`.execute(database.db)).rows.map((r) => Number(r.id));
  await sql`insert into purchase_order (po_no, po_line, vendor_id, material_id, qty, unit_price, currency, bound_qty, po_date, request_date, status, created_by, updated_by)
    select 'PB' || lpad((g / 4)::text, 8, '0'), 10 * (1 + g % 4), ${vendor}, (${sql.val(parts)}::bigint[])[1 + g % ${parts.length}],
      1 + (g * 37) % 5000, round((0.01 + ((g * 7919) % 100000) / 9973.0)::numeric, 5), 'EUR', 0,
      date '2027-01-01' + (g % 365), date '2027-02-01' + (g % 365), case when g % 50 = 0 then 'disabled' else 'open' end, 'bench', 'bench'
    from generate_series(0, ${LINES - 1}) g`.execute(database.db);
  await sql`analyze purchase_order`.execute(database.db);
}

/** The whole calculation as one statement: the lines inserted, their rounded cents summed, the fee. */
const rawCalculation = (id: number, vendor: number) => sql<{ line_count: number; confirmed_amount: string; service_fee: string; total_amount: string }>`
  with h as (select id, service_fee_rate from avm_recon_purchase where id = ${id}),
  ins as (
    insert into avm_recon_purchase_line (recon_id, po_id, po_no, po_line, po_date, material_id, qty, unit_price, amount, confirmed_qty, confirmed_amount, created_by)
    select ${id}, p.id, p.po_no, p.po_line, p.po_date, p.material_id, p.qty, p.unit_price, round(p.qty * p.unit_price, 2), p.qty, round(p.qty * p.unit_price, 2), 'bench'
    from purchase_order p where p.vendor_id = ${vendor} and p.currency = 'EUR' and p.status = 'open' and p.po_date between date '2027-01-01' and date '2027-12-31'
    returning confirmed_amount)
  select count(*)::int as line_count, sum(confirmed_amount)::numeric(20, 2)::text as confirmed_amount,
    round(sum(confirmed_amount) * (select service_fee_rate from h) / 100, 2)::numeric(20, 2)::text as service_fee,
    (sum(confirmed_amount) + round(sum(confirmed_amount) * (select service_fee_rate from h) / 100, 2))::numeric(20, 2)::text as total_amount
  from ins`;

async function main() {
  const { database, drop } = await scratchDatabase();
  try {
    await migrate(database.db, resources, serverModules);
    await seedDemo(database.db, resources, serverModules, 'bench');
    const vendor = Number((await sql<{ id: number }>`select id from vendor order by id limit 1`.execute(database.db)).rows[0].id);
    await fill(database, vendor);
    const app = await buildApp({ config: { ...loadConfig({}), staticDir: '/nonexistent' }, database });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'admin', password: 'bench' } });
    const headers = { authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}` };
    const created = await app.inject({ method: 'POST', url: BASE, headers, payload: { recon_no: 'AVM-BENCH-2027', vendor_id: vendor, currency: 'EUR', period_from: '2027-01-01', period_to: '2027-12-31', service_fee_rate: '1.5' } });
    const id = Number((created.json() as { data: { id: number } }).data.id);
    const clear = () => sql`delete from avm_recon_purchase_line where recon_id = ${id}`.execute(database.db);

    let api: Record<string, unknown> = {};
    let raw: Record<string, unknown> = {};
    const [apiMs, rawMs] = await timeSideBySide(
      async () => {
        await clear();
        const res = await app.inject({ method: 'PUT', url: `${BASE}/calculate/${id}`, headers, payload: {} });
        if (res.statusCode !== 200) throw new Error(res.body);
        api = (res.json() as { data: Record<string, unknown> }).data;
      },
      async () => {
        await clear();
        raw = (await rawCalculation(id, vendor).execute(database.db)).rows[0];
      },
      RUNS,
      1,
    );
    const cents = (v: unknown) => Number(v).toFixed(2);
    const same = Number(api.line_count) === Number(raw.line_count) && (['confirmed_amount', 'service_fee', 'total_amount'] as const).every((k) => cents(api[k]) === raw[k]);
    console.log(`${LINES} PO lines on ${database.kind} (${raw.line_count} reconciled), median of ${RUNS} runs each, both timings including the clearing of the previous lines`);
    console.log(`module calculate ${apiMs.toFixed(1)} ms   one raw statement ${rawMs.toFixed(1)} ms   ratio ${ratio(apiMs, rawMs)}`);
    console.log(`module: confirmed ${cents(api.confirmed_amount)} fee ${cents(api.service_fee)} total ${cents(api.total_amount)}`);
    console.log(`raw:    confirmed ${raw.confirmed_amount} fee ${raw.service_fee} total ${raw.total_amount}   same cents: ${same ? 'yes' : 'NO'}`);
    await app.close();
    if (!same) process.exitCode = 1;
  } finally {
    await database.close().catch(() => {});
    await drop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
