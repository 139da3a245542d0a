// Saving an ASN of 150 items, each drawing on 20 bags (3,000 bag rows), through the API (POST
// /api/v1/asn/order: header, items and bags checked whole, R21 against the stock, R19 prices, R20
// order flags, one transaction, the event, the answer: the ASN and its items) vs the raw INSERTs of
// the same header, items and bags in a transaction; then shipping it (the declared ship transition:
// the ASN locked, 3,000 stock moves through applyStockMoves with the journal) vs the raw stock moves
// (bags, groups, one record and 3,000 history rows, the status) in a transaction. PostgreSQL.
// Target: at most 2x each.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node_modules/.bin/tsx bench/asn/save.ts [items=150] [bags=20]
import { sql } from 'kysely';
import { benchServer } from '../inventory/setup';
import { show, sideBySide } from '../inventory/stats';

const ITEMS = Number(process.argv[2] ?? 150);
const BAGS = Number(process.argv[3] ?? 20);
const RUNS = Number(process.env.RUNS ?? 8);
const PKG = 100;

async function main() {
  const s = await benchServer();
  try {
    const db = s.db;
    const customer = Number((await sql<{ id: number }>`select min(id)::int as id from ship_customer`.execute(db)).rows[0].id);
    const sloc = Number((await sql<{ id: number }>`select min(id)::int as id from sloc`.execute(db)).rows[0].id);
    // Stock of its own: per material one group of BAGS bags of 1,000 packages of 100 (enough for every run).
    await sql`insert into inventory (name, material_id, sloc_id, supplier, brand, status_cargo, on_hand_qty, on_way_qty, bag_count, created_by, updated_by)
      select 'bench ' || m.id, m.id, ${sloc}, 'BENCH', 'BENCH', 'normal', ${BAGS * PKG * 1000}, 0, ${BAGS * 1000}, 'bench', 'bench'
      from (select id from material order by id limit ${ITEMS}) m`.execute(db);
    await sql`insert into inventory_bag (inventory_id, mpq, org_mpq, qty, copies, created_by)
      select i.id, ${PKG}, ${PKG}, ${PKG}, 1000, 'bench' from inventory i cross join generate_series(1, ${BAGS}) where i.supplier = 'BENCH'`.execute(db);
    const groups = (await sql<{ id: number; material_id: number; bags: number[] }>`select i.id::int as id, i.material_id::int as material_id, array_agg(b.id::int order by b.id) as bags
      from inventory i join inventory_bag b on b.inventory_id = i.id where i.supplier = 'BENCH' group by i.id order by i.id`.execute(db)).rows;
    const items = groups.map((g) => ({ material_id: g.material_id, total_qty: BAGS * PKG, price: '1.2345', bags: g.bags.map((b) => ({ inventory_id: g.id, bag_id: Number(b), qty: PKG, copies: 1 })) }));
    const body = { ship_customer_id: customer, ship_date: '2026-12-01', items };

    const apiSave = () => s.send('POST', '/api/v1/asn/order', body);
    let n = 0;
    const rawSave = () =>
      db.transaction().execute(async (trx) => {
        const row = (await sql<{ id: number }>`insert into asn_order (invoice_no, ship_customer_id, ship_date, currency, status, created_by, updated_by)
          values (${`RAW-${++n}-${Date.now()}`}, ${customer}, '2026-12-01', 'USD', '0', 'bench', 'bench') returning id`.execute(trx)).rows[0];
        await sql`insert into asn_item (asn_id, line_no, material_id, total_qty, price, created_by) values ${sql.join(items.map((it, i) => sql`(${row.id}, ${i + 1}, ${it.material_id}, ${it.total_qty}, ${it.price}, 'bench')`))}`.execute(trx);
        const bagRows = items.flatMap((it, i) => it.bags.map((b) => sql`(${row.id}, ${i + 1}, ${b.inventory_id}, ${b.bag_id}, ${b.qty}, ${b.copies}, ${b.qty * b.copies}, 'bench')`));
        await sql`insert into asn_bag (asn_id, item_no, inventory_id, bag_id, qty, copies, total, created_by) values ${sql.join(bagRows)}`.execute(trx);
      });
    const [a, r] = await sideBySide(apiSave, rawSave, RUNS, 2);

    // Shipping: a fresh approved ASN before each timed run (untimed), shipped by the API or moved raw.
    let ready = 0;
    const prepare = async () => {
      const made = (await s.send('POST', '/api/v1/asn/order', body)) as { data: { id: number } };
      ready = made.data.id;
      await s.send('POST', '/api/v1/asn/user/orders/transition/submit', { items: [{ id: ready }] });
      await s.send('POST', '/api/v1/asn/admin/orders/transition/check', { items: [{ id: ready }], status: '2' });
    };
    const apiShip = () => s.send('POST', '/api/v1/asn/admin/orders/transition/ship', { items: [{ id: ready }] });
    const bagIds = groups.flatMap((g) => g.bags.map(Number));
    const rawShip = () =>
      db.transaction().execute(async (trx) => {
        await sql`select id from asn_order where id = ${ready} for update`.execute(trx);
        await sql`select id from inventory where supplier = 'BENCH' order by id for update`.execute(trx);
        await sql`update inventory_bag set copies = copies - 1 where id = any(${sql.val(bagIds)}::bigint[])`.execute(trx);
        await sql`update inventory set on_hand_qty = on_hand_qty - ${BAGS * PKG}, bag_count = bag_count - ${BAGS} where supplier = 'BENCH'`.execute(trx);
        const rec = (await sql<{ id: number }>`insert into inventory_record (kind, ref_type, ref_no, moves, qty_in, qty_out, created_by, updated_by) values ('asn_ship', 'asn', ${`RAW-${ready}`}, ${bagIds.length}, 0, ${bagIds.length * PKG}, 'bench', 'bench') returning id`.execute(trx)).rows[0];
        const hist = groups.flatMap((g) => g.bags.map((b) => sql`(${rec.id}, ${g.id}, ${g.material_id}, ${sloc}, 'asn_ship', ${`B${String(b)}`}, ${-PKG}, 'hand', 0, 0, ${`RAW-${ready}`}, 'bench', 'bench')`));
        await sql`insert into inventory_history (record_id, inventory_id, material_id, sloc_id, kind, bag_no, qty, place, on_hand_after, on_way_after, ref_no, created_by, updated_by) values ${sql.join(hist)}`.execute(trx);
        await sql`update asn_order set status = '4', version = version + 1 where id = ${ready}`.execute(trx);
      });
    const [as, rs] = await sideBySide(apiShip, rawShip, RUNS, 1, prepare);
    console.log(`ASN of ${ITEMS} items x ${BAGS} bags (${ITEMS * BAGS} bag rows), PostgreSQL, ${RUNS} runs after warm-ups; ms min / median / max`);
    console.log(`  save  http POST /api/v1/asn/order       ${show(a)}\n        raw  INSERT header, items, bags    ${show(r)}\n        ratio of medians ${(a.median / r.median).toFixed(2)}x (target <= 2x)`);
    console.log(`  ship  http POST …/transition/ship       ${show(as)}\n        raw  bag, group, journal writes    ${show(rs)}\n        ratio of medians ${(as.median / rs.median).toFixed(2)}x (target <= 2x)`);
    console.log(`  save + ship ratio ${((a.median + as.median) / (r.median + rs.median)).toFixed(2)}x`);
  } finally {
    await s.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
