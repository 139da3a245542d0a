// Demo data: prepaid items. Customers pay in advance for a quantity of one part at an agreed price;
// shipments draw the quantity down. Prices follow the material's standard cost with a margin.
import { CUSTOMERS } from '../../customer/demo/customers';
import { materialRows } from '../../../management/material/demo/materials';
import { hash, row, spread, type SeedRow } from '../../../../seed/demoRow';

/** Demo exchange rates from USD. */
const RATE: Record<string, number> = { USD: 1, CNY: 7.2, HKD: 7.8, TWD: 32, EUR: 0.92, JPY: 150, SGD: 1.35 };

// Semiconductors still in production: what customers prepay for during allocation.
const CANDIDATES = materialRows.filter((m) => m.lifecycle === 'active' && (m.standard_cost as number) >= 0.3 && (m.mpq as number) <= 5000);
const BUYERS = CUSTOMERS.filter((c) => c.status !== 'inactive');

const STATUSES = ['paid', 'partially_shipped', 'awaiting_payment', 'paid', 'closed', 'partially_shipped', 'paid', 'cancelled'];

function isoDate(dayOfYear: number, year: number): string {
  const d = new Date(Date.UTC(year, 0, 1 + dayOfYear));
  return d.toISOString().slice(0, 10);
}

export const prepaidRows: SeedRow[] = Array.from({ length: 40 }, (_, i) => {
  const no = `PP${i < 12 ? 2024 : 2025}-${String((i < 12 ? i : i - 12) + 1).padStart(4, '0')}`;
  const h = hash(no);
  // Customers on prepayment terms come first and more often.
  const prepaidFirst = [...BUYERS.filter((c) => c.pay === 'PREPAID'), ...BUYERS];
  const customer = prepaidFirst[(i * 7 + (h % 5)) % prepaidFirst.length];
  const material = CANDIDATES[(h >>> 3) % CANDIDATES.length];
  const mpq = material.mpq as number;
  const quantity = mpq * (2 + (h % 9));
  const rate = RATE[customer.cur] ?? 1;
  const initial_price = Number(((material.standard_cost as number) * rate * spread(`${no}|m`, 1.08, 1.35, 3)).toFixed(4));
  const total = Math.round(quantity * initial_price * 100) / 100;
  const status = STATUSES[i % STATUSES.length];
  const paidDay = (h >>> 7) % 300;
  const year = i < 12 ? 2024 : 2025;
  const paid = ['paid', 'partially_shipped', 'closed'].includes(status);
  return row({
    prepaid_no: no,
    customer_id: customer.code,
    entity_id: customer.entity,
    material_id: material.mpn,
    customer_po: h % 4 === 0 ? undefined : `PO${year}${String(h % 100000).padStart(5, '0')}`,
    quantity,
    shipped_qty: status === 'closed' ? quantity : status === 'partially_shipped' ? mpq * Math.max(1, Math.floor(quantity / mpq / 2)) : 0,
    initial_price,
    currency: customer.cur,
    // Awaiting payment: some customers have paid a 30% deposit.
    paid_amount: paid ? total : status === 'awaiting_payment' && h % 2 === 0 ? Math.round(total * 30) / 100 : undefined,
    paid_date: paid ? isoDate(paidDay, year) : undefined,
    valid_until: isoDate(paidDay + 180, year),
    status,
    remark: status === 'cancelled' ? 'Customer cancelled after the allocation was lifted; prepayment refunded.' : i % 9 === 0 ? '分批出货，每批需财务确认预付款余额。' : undefined,
  });
});
