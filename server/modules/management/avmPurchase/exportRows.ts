// The purchase reconciliation's sheet: its lines, then the totals under them. Amounts stay exact
// decimal text as the database computed them.
import { sql, type Kysely } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import type { Cell } from '../../../importExport/writeSheet';
import { readHead, totalsOf } from './calculate';

const HEADER = {
  'en-US': ['PO no.', 'PO line', 'PO date', 'MPN', 'PO quantity', 'Unit price', 'Amount', 'Confirmed quantity', 'Confirmed amount', 'Remark'],
  'zh-CN': ['PO 号', 'PO 行号', '下单日期', '原厂料号', '订单数量', '单价', '金额', '确认数量', '确认金额', '备注'],
};
const TOTALS = {
  'en-US': ['PO amount', 'Confirmed amount', 'Service fee rate (%)', 'Service fee', 'Total'],
  'zh-CN': ['订单金额', '确认金额', '服务费率（%）', '服务费', '合计'],
};

export async function exportRows(db: Kysely<DB>, id: number, locale: Locale): Promise<{ reconNo: string; header: string[]; rows: Cell[][] } | undefined> {
  const head = await readHead(db, id, false);
  if (!head) return undefined;
  const reconNo = (await sql<{ recon_no: string }>`select recon_no from avm_recon_purchase where id = ${id}`.execute(db)).rows[0].recon_no;
  const lines = (await sql<Record<string, string | number | null>>`select l.po_no, l.po_line, to_char(l.po_date, 'YYYY-MM-DD') as po_date, m.mpn, l.qty,
      l.unit_price::text as unit_price, l.amount::text as amount, l.confirmed_qty, l.confirmed_amount::text as confirmed_amount, l.remark
    from avm_recon_purchase_line l left join material m on m.id = l.material_id where l.recon_id = ${id} order by l.po_no, l.po_line`.execute(db)).rows;
  const t = await totalsOf(db, id, head.service_fee_rate);
  const rows: Cell[][] = lines.map((l) => [l.po_no, Number(l.po_line), l.po_date, l.mpn, Number(l.qty), l.unit_price, l.amount, Number(l.confirmed_qty), l.confirmed_amount, l.remark ?? '']);
  const words = TOTALS[locale] ?? TOTALS['en-US'];
  const values = [t.goods_amount, t.confirmed_amount, head.service_fee_rate, t.service_fee, t.total_amount];
  rows.push([]);
  words.forEach((w, i) => rows.push([w, '', '', '', '', '', '', '', values[i], '']));
  return { reconNo, header: HEADER[locale] ?? HEADER['en-US'], rows };
}
