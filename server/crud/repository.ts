// SQL for one declared resource. Table and column names come from the declaration (checked
// identifiers), values are always parameters.
import { sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { tableName, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';
import type { Filter, ListParams } from './listParams';

// Declared tables are known at run time only; this is the one place that steps outside Kysely's types.
type AnyDB = Record<string, ResourceRow>;
type Executor = Kysely<DB> | Transaction<DB>;
type AnyQuery = SelectQueryBuilder<AnyDB, string, ResourceRow>;

const dyn = (db: Executor) => db as unknown as Kysely<AnyDB>;
/** `s` matched literally inside an ILIKE pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilter(q: AnyQuery, f: Filter): AnyQuery {
  const ref = sql.ref(f.column);
  switch (f.op) {
    case 'eq':
      return f.array ? q.where(sql<boolean>`${ref} @> array[${f.value}]::bigint[]`) : q.where(f.column, '=', f.value);
    case 'ne':
      return q.where(sql<boolean>`${ref} is distinct from ${f.value}`);
    case 'like':
      return q.where(sql<boolean>`${ref}::text ilike ${'%' + escapeLike(String(f.value)) + '%'}`);
    case 'in':
      return q.where(f.column, 'in', f.value as unknown[]);
    case 'gte':
      return q.where(f.column, '>=', f.value);
    case 'lte':
      return q.where(f.column, '<=', f.value);
  }
}

/** The rows a list's filters, ids and keyword select (the list and the export share it). */
export function filtered(db: Executor, decl: ResourceDeclaration, p: ListParams): AnyQuery {
  let q = dyn(db).selectFrom(tableName(decl)) as unknown as AnyQuery;
  for (const f of p.filters) q = applyFilter(q, f);
  if (p.ids) q = q.where('id', 'in', p.ids);
  if (p.keyword && decl.list.search.length) {
    const pattern = '%' + escapeLike(p.keyword) + '%';
    q = q.where((eb) => eb.or(decl.list.search.map((col) => eb(sql.ref(col), 'ilike', pattern))));
  }
  return q;
}

export async function listRecords(db: Executor, decl: ResourceDeclaration, p: ListParams): Promise<{ list: ResourceRow[]; total: number }> {
  const base = filtered(db, decl, p);
  const [{ total }] = (await base.select(sql<number>`count(*)::int`.as('total')).execute()) as { total: number }[];
  const list = await base
    .selectAll()
    .orderBy(sql.ref(p.sort), p.order)
    .orderBy('id', p.order)
    .limit(p.size)
    .offset((p.page - 1) * p.size)
    .execute();
  return { list, total: Number(total) };
}

export async function getRecord(db: Executor, decl: ResourceDeclaration, id: number): Promise<ResourceRow | undefined> {
  return dyn(db).selectFrom(tableName(decl)).selectAll().where('id', '=', id).executeTakeFirst();
}

/** Values for the database: arrays and JSON objects serialised the way each column wants them. */
function toColumns(decl: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    const kind = decl.fields[k]?.kind;
    out[k] = (kind === 'json' || kind === 'file') && v !== null && v !== undefined ? JSON.stringify(v) : v;
  }
  return out;
}

export async function insertRecord(db: Executor, decl: ResourceDeclaration, values: Record<string, unknown>, userName: string): Promise<ResourceRow> {
  return dyn(db)
    .insertInto(tableName(decl))
    .values({ ...toColumns(decl, values), created_by: userName, updated_by: userName })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Updates when `version` still matches; undefined means stale or gone (the caller tells which). */
export async function updateRecord(
  db: Executor,
  decl: ResourceDeclaration,
  id: number,
  version: number,
  values: Record<string, unknown>,
  userName: string,
): Promise<ResourceRow | undefined> {
  return dyn(db)
    .updateTable(tableName(decl))
    .set({ ...toColumns(decl, values), version: sql`version + 1`, updated_at: sql`now()`, updated_by: userName })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

export async function deleteRecord(db: Executor, decl: ResourceDeclaration, id: number): Promise<ResourceRow | undefined> {
  return dyn(db).deleteFrom(tableName(decl)).where('id', '=', id).returningAll().executeTakeFirst();
}
