// Demo FTB ASNs of the demo supplier account, in the states a clerk meets: ready to throw, a price
// below the maxout price waiting for the reviewer (and one agreed), an item change waiting, a new one
// without bill date or invoice number, one thrown into an ASN draft, one cancelled. Prices come from
// the price tables' DBP in effect, so the maxout checks are the real ones.
import { sql, type Kysely, type Transaction } from 'kysely';
import { FTB_STATUS, ftbAsn } from '../../../../src/resources/shipment/ftbAsn/model';
import type { DB, ResourceRow } from '../../../db/types';
import { insertJsonRows } from '../../../records/jsonRows';
import { insertRecord } from '../../../records/repository';
import { raiseAuditItems } from '../../events/auditItem/outcomes';
import { checkMaxout, refreshHeader } from './core';
import { makeAsnDraft } from './throwAsn';

const ARRIVED = '2026-11-18';

interface Plan {
  no: string;
  items: number;
  /** Items priced below the maxout price (by index). */
  below?: number[];
  billDate?: string;
  invoice?: string;
  status?: string;
  /** A price change of the first item waiting for review. */
  change?: boolean;
  /** The maxout review of its item already agreed. */
  agreed?: boolean;
  remark?: string;
}

const PLANS: Plan[] = [
  { no: 'FTB2611-0001', items: 3, billDate: '2026-11-20', invoice: 'FTB26110001', remark: 'Checked against the forwarder manifest' },
  { no: 'FTB2611-0002', items: 4, below: [1], billDate: '2026-11-21', invoice: 'FTB26110002' },
  { no: 'FTB2611-0003', items: 2, change: true, billDate: '2026-11-21' },
  { no: 'FTB2611-0004', items: 5 },
  { no: 'FTB2611-0005', items: 2, billDate: '2026-11-19', invoice: 'FTB26110005', status: FTB_STATUS.thrown },
  { no: 'FTB2611-0006', items: 2, status: FTB_STATUS.cancelled, remark: 'Forwarder sent it twice: see FTB2611-0004' },
  { no: 'FTB2611-0007', items: 3, below: [0], agreed: true, invoice: 'FTB26110007' },
];

const FORWARDERS = ['Kerry Logistics (Futian bond)', 'Sinotrans Qianhai', 'DHL Global Forwarding SZ'];
const WAREHOUSES = ['Futian FTZ WH-2', 'Qianhai bonded zone B', 'Yantian port bond 7'];

async function demoParts(trx: Transaction<DB>, n: number) {
  return (
    await sql<{ material_id: number; dbp: string }>`select p.material_id::int as material_id, min(p.dbp)::text as dbp from price_ti p
      where p.fb = false and p.dbp is not null and p.dbp > 0 and p.valid_from <= ${ARRIVED}::date and (p.valid_to is null or p.valid_to >= ${ARRIVED}::date)
      group by p.material_id order by p.material_id limit ${n}`.execute(trx)
  ).rows;
}

export async function seedFtbAsns(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await sql`select 1 from users where name = 'supplier'`.execute(trx)).rows.length) return;
    const parts = await demoParts(trx, 24);
    const customers = (await sql<{ id: number; bill_to: number | null }>`select c.id::int as id, (select min(id)::int from bill_to b where b.customer_id = c.id and not b.vmi) as bill_to
      from ship_customer c where c.status = 'active' order by c.id limit 3`.execute(trx)).rows;
    if (parts.length < 8 || !customers.length) return;
    let next = 0;
    for (const [n, plan] of PLANS.entries()) {
      const c = customers[n % customers.length];
      const row = await insertRecord(trx, ftbAsn, {
        ftb_no: plan.no, invoice_no: plan.invoice ?? null, forwarder: FORWARDERS[n % 3], warehouse: WAREHOUSES[n % 3], supplier_account: 'supplier',
        ship_customer_id: c.id, bill_to_id: c.bill_to, arrival_date: ARRIVED, bill_date: plan.billDate ?? null, currency: 'USD', status: FTB_STATUS.open, remark: plan.remark ?? null,
      }, 'op');
      const id = Number(row.id);
      const items = Array.from({ length: plan.items }, (_, i) => {
        const p = parts[(next + i) % parts.length];
        // A margin over the DBP, or 5 % under it for the items the plan puts below the maxout price.
        const price = (Number(p.dbp) * (plan.below?.includes(i) ? 0.95 : 1.12)).toFixed(4);
        return { ftb_asn_id: id, line_no: i + 1, material_id: p.material_id, cpn: `CPN-${4100 + next + i}`, order_no: `CO2611${String(300 + n).padStart(4, '0')}`, po_line: String((i + 1) * 10), qty: 2000 * ((i % 4) + 1), price, maxout_status: 'ok', change_pending: false, created_by: 'op' };
      });
      next += plan.items;
      const stored = await insertJsonRows(trx, 'ftb_asn_item', items);
      await checkMaxout(trx, row, stored.map((s) => Number(s.id)), 'op');
      if (plan.agreed) {
        await sql`update audit_item set audit_status = 2, audited_by = 'reviewer', audited_at = now(), audit_memo = 'Clearance lot: agreed with sales' where id in (select maxout_audit_id from ftb_asn_item where ftb_asn_id = ${id})`.execute(trx);
        await sql`update ftb_asn_item set maxout_status = 'agreed' where ftb_asn_id = ${id} and maxout_status = 'pending'`.execute(trx);
      }
      if (plan.change) await proposeDemoChange(trx, row, stored[0]);
      const fresh = await refreshHeader(trx, id, 'op', false);
      if (plan.status === FTB_STATUS.thrown) await makeAsnDraft(trx, fresh, undefined);
      if (plan.status) await sql`update ftb_asn set status = ${plan.status} where id = ${id}`.execute(trx);
    }
  });
}

/** The first item's price lowered by the editor, waiting for the reviewer. */
async function proposeDemoChange(trx: Transaction<DB>, ftb: ResourceRow, item: ResourceRow) {
  const before = { price: String(item.price) };
  const after = { price: (Number(item.price) * 0.97).toFixed(4) };
  const mpn = (await sql<{ mpn: string }>`select mpn from material where id = ${item.material_id}`.execute(trx)).rows[0]?.mpn ?? null;
  const [auditId] = await raiseAuditItems(trx, [{ queue: 'ftb_item_modify', invoice_no: String(ftb.ftb_no), supplier: 'supplier', mpn, qty: String(item.qty), price: after.price, currency: 'USD',
    reason: `${ftb.ftb_no}: Line 1: price ${before.price} → ${after.price}` }], 'op');
  await sql`insert into ftb_item_change (ftb_asn_id, item_id, kind, before, after, audit_item_id, created_by)
    values (${ftb.id}, ${item.id}, 'change', ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, ${auditId}, 'op')`.execute(trx);
  await sql`update ftb_asn_item set change_pending = true where id = ${item.id}`.execute(trx);
}
