// One page of a planning list and its total: the rows (select … from … where … order by … limit/offset)
// and count(*) over the same from and where, so that every list pages alike and a page past the last
// still answers the real total. (server/records' listStatements is bound to declarations.)
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';

export interface ListQuery {
  /** The columns, without `select`. */
  select: RawBuilder<unknown>;
  /** The tables and joins, without `from`. */
  from: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
  /** The order, without `order by` (end it with a unique key so pages never overlap). */
  order: RawBuilder<unknown>;
}

export async function listPage<R>(db: Kysely<DB> | Transaction<DB>, q: ListQuery, p: { page: number; size: number }): Promise<{ list: R[]; total: number; page: number; size: number }> {
  const rows = await sql<R>`select ${q.select} from ${q.from} where ${q.where} order by ${q.order} limit ${p.size} offset ${(p.page - 1) * p.size}::bigint`.execute(db);
  const total = await sql<{ n: string }>`select count(*)::text as n from ${q.from} where ${q.where}`.execute(db);
  return { list: rows.rows, total: Number(total.rows[0].n), page: p.page, size: p.size };
}
