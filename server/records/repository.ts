// SQL for one declared resource. Table and column names come from the declaration (checked
// identifiers), values are always parameters.
import { sql, type AliasedRawBuilder, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import { isJsonColumn, tableName, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';
import type { Filter, ListParams } from './listParams';
import { checkedLimit, type RowLimit } from './scope';
import { withDefaults } from './defaults';

// Declared tables are known at run time only; this is the one place that steps outside Kysely's types.
type AnyDB = Record<string, ResourceRow>;
type Executor = Kysely<DB> | Transaction<DB>;
type AnyQuery = SelectQueryBuilder<AnyDB, string, ResourceRow>;
// The caller's row scope (./scope.ts): every read and write of a scoped declaration passes one.
type Where<Q> = { where(condition: ReturnType<typeof sql<boolean>>): Q };
const within = <Q extends Where<Q>>(q: Q, decl: ResourceDeclaration, limit: RowLimit | undefined): Q => {
  const checked = checkedLimit(decl, limit);
  return checked === 'all' ? q : q.where(checked.condition);
};

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
export function filtered(db: Executor, decl: ResourceDeclaration, p: ListParams, limit?: RowLimit): AnyQuery {
  let q = within(dyn(db).selectFrom(tableName(decl)) as unknown as AnyQuery, decl, limit);
  for (const f of p.filters) q = applyFilter(q, f);
  if (p.ids) q = q.where('id', 'in', p.ids);
  if (p.keyword && decl.list.search.length) {
    const pattern = '%' + escapeLike(p.keyword) + '%';
    q = q.where((eb) => eb.or(decl.list.search.map((col) => eb(sql.ref(col), 'ilike', pattern))));
  }
  return q;
}

/** A list's two statements: the count of every row its filters select, and the page of them asked for. */
export function listStatements(db: Executor, decl: ResourceDeclaration, p: ListParams, limit?: RowLimit) {
  const base = filtered(db, decl, p, limit);
  return {
    count: base.select(sql<number>`count(*)::int`.as('total')),
    page: base
      .selectAll()
      .orderBy(sql.ref(p.sort), p.order)
      .orderBy('id', p.order)
      .limit(p.size)
      .offset((p.page - 1) * p.size),
  };
}

export async function listRecords(db: Executor, decl: ResourceDeclaration, p: ListParams, limit?: RowLimit): Promise<{ list: ResourceRow[]; total: number }> {
  const { count, page } = listStatements(db, decl, p, limit);
  const [{ total }] = (await count.execute()) as { total: number }[];
  const list = await page.execute();
  return { list, total: Number(total) };
}

/** One record; `extra` selections ride along (e.g. its references' titles, `titleSelections`). */
export async function getRecord(db: Executor, decl: ResourceDeclaration, id: number, limit?: RowLimit, extra: AliasedRawBuilder<unknown, string>[] = []): Promise<ResourceRow | undefined> {
  return within(dyn(db).selectFrom(tableName(decl)).selectAll().select(extra).where('id', '=', id), decl, limit).executeTakeFirst();
}

/** Values for the database: arrays and JSON objects serialised the way each column wants them. */
function toColumns(decl: ResourceDeclaration, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    out[k] = isJsonColumn(decl.fields[k]) && v !== null && v !== undefined ? JSON.stringify(v) : v;
  }
  return out;
}

export async function insertRecord(db: Executor, decl: ResourceDeclaration, values: Record<string, unknown>, userName: string): Promise<ResourceRow> {
  return dyn(db)
    .insertInto(tableName(decl))
    .values({ ...toColumns(decl, withDefaults(decl.fields, values)), created_by: userName, updated_by: userName })
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
  limit?: RowLimit,
): Promise<ResourceRow | undefined> {
  const q = dyn(db)
    .updateTable(tableName(decl))
    .set({ ...toColumns(decl, values), version: sql`version + 1`, updated_at: sql`now()`, updated_by: userName })
    .where('id', '=', id)
    .where('version', '=', version);
  return within(q, decl, limit).returningAll().executeTakeFirst();
}

/** Records by id, locked for update until the transaction ends (in id order, so two callers cannot deadlock). */
export async function lockRecords(db: Executor, decl: ResourceDeclaration, ids: number[], limit?: RowLimit): Promise<ResourceRow[]> {
  if (!ids.length) return [];
  return within(dyn(db).selectFrom(tableName(decl)).selectAll().where('id', 'in', ids), decl, limit).orderBy('id').forUpdate().execute();
}

export async function deleteRecord(db: Executor, decl: ResourceDeclaration, id: number, limit?: RowLimit): Promise<ResourceRow | undefined> {
  return within(dyn(db).deleteFrom(tableName(decl)).where('id', '=', id), decl, limit).returningAll().executeTakeFirst();
}
