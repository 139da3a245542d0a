// Demo audit items: every queue with items waiting, some already decided, in a distributor's words.
import type { Kysely } from 'kysely';
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
}
