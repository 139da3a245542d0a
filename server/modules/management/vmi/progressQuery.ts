// Receipt progress per supplier invoice over the VMI GR lines (table vmi_gr), in SQL so sums stay
// exact (bigint sums and numeric percentages come back as text).
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { VmiProgressLine, VmiProgressRow, VmiProgressStatus } from '../../../../src/resources/management/vmi/model/wire';
import type { DB } from '../../../db/types';

export interface ProgressFilter {
  keyword?: string;
  status?: VmiProgressStatus;
  invoiceNo?: string;
  sort: 'invoice_no' | 'supplier' | 'last_gr_date' | 'progress';
  order: 'asc' | 'desc';
}

const STATUS = sql`case when sum(received_qty) >= sum(ordered_qty) then 'received' when sum(received_qty) > 0 then 'partial' else 'open' end`;

function grouped(f: Omit<ProgressFilter, 'sort' | 'order'>): RawBuilder<unknown> {
  const conditions = [sql`true`];
  if (f.keyword) conditions.push(sql`(invoice_no ilike ${`%${f.keyword}%`} or supplier ilike ${`%${f.keyword}%`})`);
  if (f.invoiceNo) conditions.push(sql`invoice_no = ${f.invoiceNo}`);
  const having = f.status ? sql`having ${STATUS} = ${f.status}` : sql``;
  return sql`select invoice_no as id, invoice_no, min(supplier) as supplier, count(*)::int as lines,
      count(*) filter (where received_qty >= ordered_qty)::int as lines_received,
      sum(ordered_qty)::text as ordered_qty, sum(received_qty)::text as received_qty,
      round(sum(received_qty) * 100.0 / nullif(sum(ordered_qty), 0), 1)::text as progress,
      ${STATUS} as status, to_char(max(gr_date), 'YYYY-MM-DD') as last_gr_date
    from vmi_gr where ${sql.join(conditions, sql` and `)} group by invoice_no ${having}`;
}

export async function countProgress(db: Kysely<DB>, f: ProgressFilter): Promise<number> {
  const r = await sql<{ total: number }>`select count(*)::int as total from (${grouped(f)}) g`.execute(db);
  return Number(r.rows[0].total);
}

export async function pageProgress(db: Kysely<DB>, f: ProgressFilter, limit: number, offset: number): Promise<VmiProgressRow[]> {
  const dir = sql.raw(f.order === 'desc' ? 'desc nulls last' : 'asc nulls first');
  const key = f.sort === 'progress' ? sql`(g.progress)::numeric` : sql.ref(`g.${f.sort}`);
  const r = await sql<VmiProgressRow>`select * from (${grouped(f)}) g order by ${key} ${dir}, g.invoice_no limit ${limit} offset ${offset}`.execute(db);
  return r.rows;
}

export async function invoiceLines(db: Kysely<DB>, invoiceNo: string): Promise<VmiProgressLine[]> {
  const r = await sql<VmiProgressLine>`select g.id::int as id, g.gr_no, m.mpn, s.code as sloc_code, g.ordered_qty::text as ordered_qty,
      g.received_qty::text as received_qty, to_char(g.gr_date, 'YYYY-MM-DD') as gr_date
    from vmi_gr g join material m on m.id = g.material_id join sloc s on s.id = g.sloc_id
    where g.invoice_no = ${invoiceNo} order by m.mpn`.execute(db);
  return r.rows;
}
