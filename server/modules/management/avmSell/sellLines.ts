// Reading sell lines: the filtered views (deduct / non-deduct, non-rebate) as a page with their sums,
// and the export sheet. Amounts stay the database's exact decimal text.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Locale } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import type { Cell } from '../../../importExport/writeSheet';
import { sellTotals } from './calculate';

interface LineRow { id: number; recon_id: number; recon_no: string; customer: string | null; so_no: string; so_date: string | null; mpn: string | null; qty: number; unit_price: string; amount: string; rebate_rate: string; rebate_amount: string; deduct: boolean; cancelled: boolean; source: string; remark: string | null }

const SELECT = sql`select l.id, l.recon_id, h.recon_no, c.name as customer, l.so_no, to_char(l.so_date, 'YYYY-MM-DD') as so_date, m.mpn, l.qty,
    l.unit_price::text as unit_price, l.amount::text as amount, l.rebate_rate::text as rebate_rate, l.rebate_amount::text as rebate_amount,
    l.deduct, l.cancelled, l.source, l.remark
  from avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id left join ship_customer c on c.id = h.customer_id left join material m on m.id = l.material_id`;

export async function sellLines(db: Kysely<DB>, where: RawBuilder<unknown>, paging: { page: number; size: number }) {
  const list = (await sql<LineRow>`${SELECT} where ${where} order by l.so_date, l.so_no, l.id limit ${paging.size} offset ${(paging.page - 1) * paging.size}`.execute(db)).rows;
  const sums = (await sql<{ total: number; amount: string; rebate: string }>`select count(*)::int as total, coalesce(sum(l.amount), 0)::numeric(20, 2)::text as amount,
      coalesce(sum(l.rebate_amount), 0)::numeric(20, 2)::text as rebate
    from avm_recon_sell_line l join avm_recon_sell h on h.id = l.recon_id where ${where}`.execute(db)).rows[0];
  return { list: list.map((r) => ({ ...r, id: Number(r.id), recon_id: Number(r.recon_id), qty: Number(r.qty) })), total: Number(sums.total), amount: sums.amount, rebate_amount: sums.rebate, ...paging };
}

const HEADER = {
  'en-US': ['SO no.', 'SO date', 'MPN', 'Quantity', 'Unit price', 'Amount', 'Rebate rate (%)', 'Rebate', 'Deducted on invoice', 'Cancelled', 'Source', 'Remark'],
  'zh-CN': ['销售订单号', '销售订单日期', '原厂料号', '数量', '单价', '金额', '返利比例（%）', '返利', '发票抵扣', '已取消', '来源', '备注'],
};
const TOTALS = {
  'en-US': ['Sales amount', 'Deduct amount', 'Non-deduct amount', 'Rebate', 'Rebate to refund'],
  'zh-CN': ['销售金额', '抵扣金额', '非抵扣金额', '返利', '待退返利'],
};
const YES = { 'en-US': ['Y', 'N'], 'zh-CN': ['是', '否'] };

export async function sellSheet(db: Kysely<DB>, id: number, locale: Locale): Promise<{ reconNo: string; header: string[]; rows: Cell[][] }> {
  const lines = (await sql<LineRow>`${SELECT} where l.recon_id = ${id} order by l.so_date, l.so_no, l.id`.execute(db)).rows;
  const reconNo = (await sql<{ recon_no: string }>`select recon_no from avm_recon_sell where id = ${id}`.execute(db)).rows[0].recon_no;
  const yn = YES[locale] ?? YES['en-US'];
  const rows: Cell[][] = lines.map((l) => [l.so_no, l.so_date, l.mpn, Number(l.qty), l.unit_price, l.amount, l.rebate_rate, l.rebate_amount, l.deduct ? yn[0] : yn[1], l.cancelled ? yn[0] : yn[1], l.source, l.remark ?? '']);
  const t = await sellTotals(db, id);
  const values = [t.sales_amount, t.deduct_amount, t.non_deduct_amount, t.rebate_amount, t.refund_amount];
  rows.push([]);
  (TOTALS[locale] ?? TOTALS['en-US']).forEach((w, i) => rows.push([w, '', '', '', '', values[i], '', '', '', '', '', '']));
  return { reconNo, header: HEADER[locale] ?? HEADER['en-US'], rows };
}
