// How customer, sales and purchase orders get a number and a date when the clerk leaves them empty
// (plain data, shared by the browser and the server's migration):
// - the number is `<prefix>-<year>-<serial>` (CO-2026-002001): the year of the business day it is
//   issued on, the serial one counter per prefix that continues after the highest six-digit tail of
//   the numbers already there (the seeded CO2601002000 makes the first new one CO-2026-002001), and
//   skips a number someone typed by hand;
// - the date is today's business day: the calendar day at the company's seat (China), whatever the
//   time zone of the server or of the clerk's browser.
import { label } from '../../../../schema/fields';

export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

export interface OrderNumbering {
  /** The order's table. */
  table: 'customer_order' | 'sales_order' | 'purchase_order';
  prefix: 'CO' | 'SO' | 'PO';
  numberField: string;
  dateField: string;
}

export const CO_NUMBERING: OrderNumbering = { table: 'customer_order', prefix: 'CO', numberField: 'order_no', dateField: 'order_date' };
export const SO_NUMBERING: OrderNumbering = { table: 'sales_order', prefix: 'SO', numberField: 'so_no', dateField: 'so_date' };
export const PO_NUMBERING: OrderNumbering = { table: 'purchase_order', prefix: 'PO', numberField: 'po_no', dateField: 'po_date' };

/** The hint under the number input. */
export const numberHelp = (prefix: OrderNumbering['prefix']) =>
  label(`Leave empty to number it ${prefix}-<year>-<serial> on save`, `留空则保存时自动编号：${prefix}-<年份>-<流水号>`);

export const dateHelp = label('Today (China business day) when left empty', '留空则为今天（中国营业日）');

/** Today's business day as YYYY-MM-DD. */
export function businessDay(at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}
