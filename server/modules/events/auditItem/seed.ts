// Demo audit items: every queue with items waiting, some already decided, in a distributor's words.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { NewAuditItem } from './outcomes';

type Demo = NewAuditItem & { audit_status?: number; audit_memo?: string; audited_by?: string };

const SUPPLIERS = ['Shenzhen Kaifa Components', 'Arrowpoint Electronics HK', 'Taiyo Passive Asia', 'Nexperia Trading SZ'];
const CUSTOMERS = ['Foxconn Zhengzhou', 'Lenovo Hefei', 'Inventec Chongqing'];
const PARTS: [string, string, string][] = [
  ['LM317DCYR', '0.182000', '0.205000'],
  ['TPS62130RGTR', '0.640000', '0.712000'],
  ['GRM188R71C104KA01D', '0.004100', '0.004800'],
  ['STM32F103C8T6', '1.920000', '2.150000'],
  ['BSS138LT1G', '0.021000', '0.026000'],
  ['MP2315GJ-Z', '0.318000', '0.355000'],
];

function demoItems(): Demo[] {
  const out: Demo[] = [];
  const queues: [NewAuditItem['queue'], number, (ref: string, price: string) => string][] = [
    ['maxout_price', 6, (ref, price) => `Price ${price} below the maxout price ${ref}`],
    ['abnormal_price', 4, (ref, price) => `Price ${price} below the highest quote ${ref}: do not go below the SRP`],
    ['ar_sales', 4, () => 'Ship customer over its credit limit: sales to confirm'],
    ['ar_finance', 3, () => 'Overdue receivables above 60 days: finance to confirm'],
    ['ar_asset', 3, () => 'Bill-to flagged for asset review'],
    ['ar_prepaid', 3, () => 'Prepaid balance lower than the invoice amount'],
  ];
  let n = 0;
  for (const [queue, count, reason] of queues) {
    for (let i = 0; i < count; i++) {
      n++;
      const [mpn, price, ref] = PARTS[n % PARTS.length];
      const decided = i === count - 1 ? (n % 2 ? { audit_status: 2, audited_by: 'reviewer' } : { audit_status: 3, audited_by: 'reviewer', audit_memo: 'Price not supported by the quote: resubmit at the quoted price' }) : {};
      out.push({
        queue,
        invoice_no: `INV2611${String(1000 + n).padStart(5, '0')}`,
        supplier: SUPPLIERS[n % SUPPLIERS.length],
        customer: CUSTOMERS[n % CUSTOMERS.length],
        mpn,
        qty: String(3000 * ((n % 5) + 1)),
        price,
        reference_price: ref,
        currency: 'USD',
        reason: reason(ref, price),
        ...decided,
      });
    }
  }
  return out;
}

export async function seedAuditItems(db: Kysely<DB>): Promise<void> {
  const items = demoItems();
  await db
    .insertInto('audit_item')
    .values(items.map((i) => ({ ...i, qty: String(i.qty), price: String(i.price), reference_price: String(i.reference_price), created_by: 'supplier', audited_at: i.audited_by ? new Date() : null })))
    .execute();
  await seedForAsns(db);
}

/**
 * The demo supplier's ASNs under review get their audit items: one awaiting the manager audit (6) has
 * its first item waiting in the maxout queue and in the sales AR review; a price-rejected one (13)
 * has it refused with the reviewer's memo.
 */
async function seedForAsns(db: Kysely<DB>): Promise<void> {
  if (!(await sql<{ t: string | null }>`select to_regclass('asn_order')::text as t`.execute(db)).rows[0].t) return;
  const asns = (
    await sql<{ id: number; item_id: number; invoice_no: string; status: string; customer: string | null; mpn: string | null; qty: string; price: string; maxout: string | null; currency: string }>`
    select distinct on (o.id) o.id::int as id, i.id::int as item_id, o.invoice_no, o.status, c.name as customer, m.mpn, i.total_qty::text as qty,
      i.price::text as price, coalesce(i.maxout_price, round(i.price * 1.08, 4))::text as maxout, o.currency
    from asn_order o join asn_item i on i.asn_id = o.id left join material m on m.id = i.material_id left join ship_customer c on c.id = o.ship_customer_id
    where o.status in ('6', '13') order by o.id, i.line_no`.execute(db)
  ).rows;
  const rows = asns.flatMap((a) => {
    const base = { asn_id: a.id, asn_item_id: a.item_id, invoice_no: a.invoice_no, supplier: 'Sunny Supplier (Asia Components Ltd.)', customer: a.customer, mpn: a.mpn, qty: a.qty, price: a.price, currency: a.currency, created_by: 'supplier' };
    const maxout = { ...base, queue: 'maxout_price', reference_price: a.maxout, reason: `Price ${a.price} below the maxout price ${a.maxout}` };
    if (a.status === '13') return [{ ...maxout, audit_status: 3, audit_memo: `Below maxout: resubmit at ${a.maxout} or above`, audited_by: 'reviewer', audited_at: new Date() }];
    return [maxout, { ...base, queue: 'ar_sales', reference_price: null, reason: 'Ship customer over its credit limit: sales to confirm' }];
  });
  if (rows.length) await db.insertInto('audit_item').values(rows).execute();
}
