// Saving a 500-line customer order through the API (POST /api/v1/order/lines: every row checked,
// header and lines in one transaction, the event) vs the equivalent raw work: the header INSERT and
// one multi-row INSERT of the 500 lines in a transaction. PostgreSQL. Target: at most 1.5x (issue 24).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/orders/save-order.ts [lines=500]
import { sql } from 'kysely';
import { benchServer } from '../inventory/setup';
import { show, sideBySide } from '../inventory/stats';

const LINES = Number(process.argv[2] ?? 500);
const RUNS = Number(process.env.RUNS ?? 20);

async function main() {
  const s = await benchServer();
  try {
    const customer = Number((await sql<{ id: number }>`select min(id)::int as id from ship_customer`.execute(s.db)).rows[0].id);
    const materials = (await sql<{ id: number }>`select id::int as id from material order by id limit ${LINES}`.execute(s.db)).rows.map((r) => r.id);
    const items = Array.from({ length: LINES }, (_, i) => ({ material_id: materials[i % materials.length], cpn: `C${i}`, qty: 100 + i, unit_price: '1.2345', request_date: '2026-12-01' }));
    let n = 0;
    const header = () => ({ order_no: `BENCH-${++n}`, customer_id: customer, currency: 'USD', order_date: '2026-11-25', status: 'open' });
    const api = () => s.send('POST', '/api/v1/order/lines', { ...header(), items });
    const raw = () =>
      s.db.transaction().execute(async (trx) => {
        const h = header();
        const row = (await sql<{ id: number }>`insert into customer_order (order_no, customer_id, currency, order_date, status, order_type, created_by, updated_by)
          values (${h.order_no}, ${h.customer_id}, ${h.currency}, ${h.order_date}, ${h.status}, 'normal', 'bench', 'bench') returning id`.execute(trx)).rows[0];
        const values = items.map((it, i) => sql`(${row.id}, ${i + 1}, ${it.material_id}, ${it.cpn}, ${it.qty}, ${it.unit_price}, ${it.request_date}::date, false, 'bench')`);
        await sql`insert into customer_order_item (order_id, line_no, material_id, cpn, qty, unit_price, request_date, locked, created_by) values ${sql.join(values)}`.execute(trx);
      });
    const [a, r] = await sideBySide(api, raw, RUNS, 3);
    console.log(`save a ${LINES}-line order, PostgreSQL, ${RUNS} runs after 3 warm-ups; ms min / median / max`);
    console.log(`  http POST /api/v1/order/lines ${show(a)}\n  raw  INSERT header + lines    ${show(r)}\n  ratio of medians ${(a.median / r.median).toFixed(2)}x (target <= 1.5x)`);
  } finally {
    await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
