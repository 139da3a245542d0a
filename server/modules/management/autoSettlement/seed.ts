// Demo settlement lines: SAP's October export, built from the demo's own shipped and closed sales
// orders (so they match), with three lines SAP got wrong (an unknown MPN, a price that is not the
// order's, a quantity of 0), imported by the module's own check as a clerk's upload would be.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import type { RawLine } from './check';
import { importLines } from './routes';

export async function seedAutoSettlement(db: Kysely<DB>): Promise<void> {
  const shipped = (await sql<{ so_no: string; code: string; mpn: string; qty: number; unit_price: string; currency: string; so_date: string | null }>`
    select s.so_no, c.code, m.mpn, i.qty, i.unit_price::text as unit_price, s.currency, to_char(s.so_date, 'YYYY-MM-DD') as so_date
    from sales_order s join sales_order_item i on i.so_id = s.id join ship_customer c on c.id = s.customer_id join material m on m.id = i.material_id
    where s.status in ('shipped', 'closed') and i.qty > 0 order by s.id, i.line_no limit 14`.execute(db)).rows;
  if (!shipped.length) return;
  const lines: { row: number; line: RawLine }[] = shipped.map((s, i) => ({
    row: i + 2,
    line: {
      settlement_no: `ST-202610-${String(Math.floor(i / 4) + 1).padStart(3, '0')}`,
      sap_doc_no: String(5100008800 + i),
      customer_code: s.code,
      bill_to: s.code,
      invoice_no: `9${String(40012000 + i * 3)}`,
      mpn: s.mpn,
      so_no: i % 3 === 0 ? '' : s.so_no,
      qty: String(s.qty),
      unit_price: String(Number(s.unit_price)),
      currency: s.currency,
      settlement_date: `2026-10-${String(10 + (i % 15)).padStart(2, '0')}`,
    },
  }));
  const first = lines[0].line;
  const n = lines.length + 2;
  lines.push(
    { row: n, line: { ...first, sap_doc_no: '5100008890', invoice_no: '940012090', mpn: 'TPS5430DDAR-X', so_no: '' } },
    { row: n + 1, line: { ...first, sap_doc_no: '5100008891', invoice_no: '940012093', unit_price: String((Number(first.unit_price) + 0.02).toFixed(4)) } },
    { row: n + 2, line: { ...first, sap_doc_no: '5100008892', invoice_no: '940012096', qty: '0' } },
  );
  await importLines(db, lines, 'seed', 'en-US', 'SAP-20261031-DEMO');
}
