// The assignments of the SLOC inventories screen, with the SLOC code and the material's MPN,
// manufacturer and description, so the screen needs no extra lookups.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { escapeLike } from '../../system/lookups/options';

export interface AssignmentFilter {
  sloc_id?: number;
  material_id?: number;
  keyword?: string;
}

export interface AssignmentRow {
  id: number;
  sloc_id: number;
  sloc_code: string;
  plant: string;
  material_id: number;
  mpn: string;
  manufacturer: string | null;
  description: string | null;
  is_default: boolean;
  created_at: string;
  created_by: string | null;
}

export async function assignmentList(db: Kysely<DB>, f: AssignmentFilter, page: number, size: number): Promise<{ list: AssignmentRow[]; total: number }> {
  const conditions = [sql`true`];
  if (f.sloc_id) conditions.push(sql`a.sloc_id = ${f.sloc_id}`);
  if (f.material_id) conditions.push(sql`a.material_id = ${f.material_id}`);
  if (f.keyword) conditions.push(sql`(m.mpn ilike ${`%${escapeLike(f.keyword)}%`} or m.description ilike ${`%${escapeLike(f.keyword)}%`})`);
  const from = sql`from sloc_inventory a join sloc s on s.id = a.sloc_id join material m on m.id = a.material_id
    left join manufacturer mf on mf.id = m.manufacturer_id where ${sql.join(conditions, sql` and `)}`;
  const total = await sql<{ n: number }>`select count(*)::int as n ${from}`.execute(db);
  const rows = await sql<AssignmentRow>`
    select a.id, a.sloc_id, s.code as sloc_code, s.plant, a.material_id, m.mpn, mf.name as manufacturer, m.description,
      a.is_default, a.created_at, a.created_by
    ${from} order by a.is_default desc, m.mpn, s.code limit ${size} offset ${(page - 1) * size}`.execute(db);
  return { list: rows.rows.map((r) => ({ ...r, id: Number(r.id), sloc_id: Number(r.sloc_id), material_id: Number(r.material_id) })), total: Number(total.rows[0].n) };
}
