// Demo ASNs: the supplier account `supplier` (role Supplier: send-asn) and the reviewer `reviewer`
// (role AsnReviewer: the review queues), both with the demo accounts' password; ASNs of `supplier`
// in every state, drawn from real bags (one whole package per item, so R21 holds), priced at the
// quote where there is one; one draft of 150 items. Shipped and returned ones moved the stock as
// shipping does (the journal shows them), so the stock and the ASNs agree.
import { sql, type Kysely, type Transaction } from 'kysely';
import { ASN_STATUS as S, myAsn } from '../../../../src/resources/shipment/asn/model';
import type { DB } from '../../../db/types';
import { insertRecord } from '../../../records/repository';
import { applyStockMoves } from '../../management/inventories/stock/moves';
import { raiseAsnPriceItems } from '../../events/auditItem/asnPriceItems';
import { ASN_RETURN_KIND, ASN_SHIP_KIND } from './effects';
import { priceFacts, priceWarning } from './prices';
import { writeLines } from './save';

const SUPPLIER = 'supplier';

/** [state, items] of each demo ASN, oldest first. */
const PLAN: [string, number][] = [
  [S.shipped, 3], [S.returned, 2], [S.cancelled, 2], [S.shipped, 2], [S.synced, 3], [S.approved, 2], [S.approved, 4],
  [S.audit, 3], [S.audit, 2], [S.audit, 5], [S.priceRejected, 2], [S.priceRejected, 3], [S.submitted, 2], [S.submitted, 3],
  [S.draft, 2], [S.draft, 4], [S.draft, 150],
];
/** The administrator holds send-asn too: one draft of their own on their "My ASNs". */
const ADMIN_DRAFT = PLAN.length;

interface Bag { id: number; inventory_id: number; material_id: number; bag_no: string; qty: string; mpq: string; standard_cost: string | null; material: number; sloc_id: number; supplier: string | null; brand: string | null; status_cargo: string }

async function accounts(trx: Transaction<DB>) {
  const hash = (await sql<{ h: string }>`select password_hash as h from users where name = 'op'`.execute(trx)).rows[0]?.h;
  if (!hash) return;
  const make = async (name: string, nick: string, role: string) => {
    const roleId = (await sql<{ id: number }>`select id from roles where name = ${role}`.execute(trx)).rows[0]?.id;
    if (!roleId) return;
    // Same password as the other demo accounts: the hash `op` was given at the same start.
    const user = await sql<{ id: number }>`insert into users (name, nick_name, email, language, password_hash) values (${name}, ${nick}, ${`${name}@example.com`}, null, ${hash})
      on conflict do nothing returning id`.execute(trx);
    if (user.rows[0]) await sql`insert into user_roles (user_id, role_id) values (${user.rows[0].id}, ${roleId})`.execute(trx);
  };
  await make(SUPPLIER, 'Sunny Supplier (Asia Components Ltd.)', 'Supplier');
  await make('reviewer', 'Rita Reviewer', 'AsnReviewer');
}

export async function seedAsns(db: Kysely<DB>): Promise<void> {
  const plan: [string, number][] = [...PLAN, [S.draft, 2]];
  const total = plan.reduce((n, [, k]) => n + k, 0);
  await db.transaction().execute(async (trx) => {
    await accounts(trx);
    const bags = (
      await sql<Bag>`select b.id::int as id, b.inventory_id::int as inventory_id, i.material_id::int as material_id, b.bag_no, b.qty::int::text as qty, b.mpq::int::text as mpq,
          m.standard_cost::text as standard_cost, i.material_id::int as material, i.sloc_id::int as sloc_id, i.supplier, i.brand, i.status_cargo
        from inventory_bag b join inventory i on i.id = b.inventory_id join material m on m.id = i.material_id
        where i.status_cargo = 'normal' and not b.on_way and not b.is_split and b.assigned_no is null and b.copies >= 2 and b.qty = b.mpq and b.qty = floor(b.qty) and b.qty > 0
        order by (b.id * 7919) % 100003 limit ${total}`.execute(trx)
    ).rows;
    if (bags.length < total) return;
    const customers = (await sql<{ id: number; bill_to: number | null }>`select c.id::int as id, (select min(id)::int from bill_to b where b.customer_id = c.id and not b.vmi) as bill_to
      from ship_customer c where c.status = 'active' order by c.id limit 6`.execute(trx)).rows;
    if (!customers.length) return;
    const facts = await priceFacts(trx, bags.map((b) => b.material_id), '2026-11-20');
    let next = 0;
    for (const [n, [state, count]] of plan.entries()) {
      const owner = n === ADMIN_DRAFT ? 'admin' : SUPPLIER;
      const picked = bags.slice(next, next + count);
      next += count;
      const c = customers[n % customers.length];
      const day = `2026-${String(9 + Math.floor(n / 6)).padStart(2, '0')}-${String(3 + ((n * 5) % 25)).padStart(2, '0')}`;
      const invoice = (await sql<{ n: string }>`select next_order_number('ASN', 'asn_order', 'invoice_no') as n`.execute(trx)).rows[0].n;
      const row = await insertRecord(trx, myAsn, {
        invoice_no: invoice, ship_customer_id: c.id, bill_to_id: c.bill_to, plant: 'SZ01', ship_date: day, currency: 'USD', status: state,
        remark: count === 150 ? 'Year-end replenishment: every open line of the quarter' : null,
        audit_memo: state === S.priceRejected ? 'Price below the quote: resubmit at the quoted price or attach the approval' : null,
        carrier: [S.shipped, S.synced, S.returned].includes(state as never) ? 'SF Express' : null,
        tracking_no: [S.shipped, S.returned].includes(state as never) ? `SF${1400000000 + n * 7331}` : null,
        locked: state === S.synced,
      }, owner);
      const id = Number(row.id);
      const items = picked.map((b, i) => {
        const f = facts.get(b.material_id);
        // Rejected ones were priced under the quote; the others at it (or the cost plus a margin).
        const base = f?.quote_price ?? (b.standard_cost ? (Number(b.standard_cost) * 1.2).toFixed(4) : '0.5000');
        const price = state === S.priceRejected && i === 0 ? (Number(base) * 0.8).toFixed(4) : Number(base).toFixed(4);
        return { material_id: b.material_id, total_qty: Number(b.qty), price, manufacturer: null, remark: null,
          quote_price: f?.quote_price ?? null, srp: f?.srp ?? null, maxout_price: f?.maxout_price ?? null, price_warning: priceWarning(price, f), over_qty: false, is_exist_order: false };
      });
      const asnBags = picked.map((b, i) => ({ item_no: i + 1, inventory_id: b.inventory_id, bag_id: b.id, bag_no: b.bag_no, on_way: false, mpq: Number(b.mpq), qty: Number(b.qty), copies: 1, total: Number(b.qty), is_split: false }));
      await writeLines(trx, id, owner, { header: {}, items, bags: asnBags });
      // Submitted and audited ones wait on their price review, as a submission leaves them.
      if (state === S.submitted || state === S.audit) await raiseAsnPriceItems(trx, id, owner);
      if (state === S.shipped || state === S.returned) {
        const key = (b: Bag) => ({ material_id: b.material, sloc_id: b.sloc_id, supplier: b.supplier, brand: b.brand, status_cargo: b.status_cargo, ref_type: 'asn', ref_no: invoice });
        await applyStockMoves(trx, picked.map((b) => ({ kind: ASN_SHIP_KIND, ...key(b), qty: `-${b.qty}`, bag_id: b.id, bag_no: b.bag_no })), { name: 'op' });
        if (state === S.returned) await applyStockMoves(trx, picked.map((b) => ({ kind: ASN_RETURN_KIND, ...key(b), qty: b.qty, mpq: b.mpq, on_way: false })), { name: 'op' });
      }
      // A change waiting on the second approved ASN and a return on the last shipped one (the returns screen).
      if ((state === S.approved && count === 4) || (state === S.shipped && n === 3)) {
        const kind = state === S.shipped ? 'return' : 'modify';
        const v = (await sql<{ v: number; qty: number }>`select version::int as v, total_qty::int as qty from asn_order where id = ${id}`.execute(trx)).rows[0];
        await sql`insert into asn_modify (asn_id, invoice_no, kind, reason, summary, asn_version, changes, status, created_by, updated_by)
          values (${id}, ${invoice}, ${kind}, ${kind === 'return' ? 'Customer refused two reels: wrong date code' : 'Customer cut the last line: drop it'},
            ${kind === 'return' ? `return ${v.qty} to stock` : `items ${count} → ${count - 1}`}, ${v.v},
            ${kind === 'return' ? null : JSON.stringify({ ship_customer_id: c.id, bill_to_id: c.bill_to, plant: 'SZ01', ship_date: day, currency: 'USD',
              items: items.slice(0, -1).map((it, i) => ({ material_id: it.material_id, total_qty: it.total_qty, price: it.price, bags: [{ inventory_id: asnBags[i].inventory_id, bag_id: asnBags[i].bag_id, qty: asnBags[i].qty, copies: 1 }] })) })}::jsonb,
            'pending', ${SUPPLIER}, ${SUPPLIER})`.execute(trx);
      }
      if (state === S.synced) {
        await sql`insert into bangtai_inbound (inbound_no, asn_no, customer_no, material_id, lot_no, qty, eta, status, created_by, updated_by)
          select left(${invoice} || '-' || i.line_no, 30), ${invoice}, 'ASN', i.material_id, ${invoice}, i.total_qty, ${day}::date, 'pending', 'op', 'op'
          from asn_item i where i.asn_id = ${id} on conflict (inbound_no) do nothing`.execute(trx);
      }
    }
  });
}
