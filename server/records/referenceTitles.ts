// Answers carry the title of every record they reference (`bg_id__title`), so a list shows
// "Automotive BG" in one round trip, and a user who may read a customer but not the business-group
// screen still sees which group the customer belongs to.
import { sql, type AliasedRawBuilder, type Kysely, type Transaction } from 'kysely';
import { tableName, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';
import type { Declarations } from '../declarationLookup';

type AnyDB = Record<string, ResourceRow>;
type Executor = Kysely<DB> | Transaction<DB>;

/** Titles found per reference field, by referenced id. */
export type ReferenceTitles = Map<string, Map<number, unknown>>;

export const titleKey = (field: string) => `${field}__title`;

function referenceFields(declarations: Declarations, decl: ResourceDeclaration) {
  const out: { name: string; target: ResourceDeclaration }[] = [];
  for (const [name, field] of Object.entries(decl.fields)) {
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    const target = declarations.get(field.reference);
    if (target) out.push({ name, target });
  }
  return out;
}

/** The titles of the records `rows` reference (targets looked up in `declarations`), except those already `known` and those in the table `except`. */
export async function readReferenceTitles(db: Executor, declarations: Declarations, decl: ResourceDeclaration, rows: Record<string, unknown>[], known?: ReferenceTitles, except?: string): Promise<ReferenceTitles> {
  const found: ReferenceTitles = new Map();
  const wanted: { titles: Map<number, unknown>; target: ResourceDeclaration; ids: number[] }[] = [];
  for (const { name, target } of referenceFields(declarations, decl)) {
    if (tableName(target) === except) continue;
    const titles = new Map(known?.get(name));
    found.set(name, titles);
    const ids = new Set<number>();
    for (const row of rows) {
      const v = row[name];
      if (Array.isArray(v)) v.forEach((id) => ids.add(Number(id)));
      else if (v !== null && v !== undefined) ids.add(Number(v));
    }
    for (const id of titles.keys()) ids.delete(id);
    if (ids.size) wanted.push({ titles, target, ids: [...ids] });
  }
  if (wanted.length === 1) {
    const [{ titles, target, ids }] = wanted;
    const hits = await (db as unknown as Kysely<AnyDB>)
      .selectFrom(tableName(target))
      .select(['id', target.titleField])
      // One array parameter, not one per id: a 500-line answer names up to 500 records.
      .where(sql<boolean>`id = any(${ids})`)
      .execute();
    for (const r of hits) titles.set(Number(r.id), r[target.titleField]);
  } else if (wanted.length > 1) {
    // Every field's titles in one statement (one round trip, not one per field); to_jsonb keeps each
    // title's JSON type (a text, a number) whatever the others' column types.
    const parts = wanted.map(({ target, ids }, i) => sql`select ${sql.lit(i)} as f, id, to_jsonb(${sql.ref(target.titleField)}) as t from ${sql.table(tableName(target))} where id = any(${ids})`);
    const hits = await sql<{ f: number; id: number; t: unknown }>`${sql.join(parts, sql` union all `)}`.execute(db);
    for (const r of hits.rows) wanted[Number(r.f)].titles.set(Number(r.id), r.t);
  }
  return found;
}

/**
 * Selections reading each single reference's title beside the row (`<field>__title`), for a read to
 * carry its titles in its own statement (one round trip, not two); multi-references are read after.
 */
export function titleSelections(declarations: Declarations, decl: ResourceDeclaration): AliasedRawBuilder<unknown, string>[] {
  const own = sql.table(tableName(decl));
  return referenceFields(declarations, decl)
    .filter(({ name }) => decl.fields[name].kind === 'reference')
    .map(({ name, target }) =>
      sql`(select t.${sql.ref(target.titleField)} from ${sql.table(tableName(target))} t where t.id = ${own}.${sql.ref(name)})`.as(titleKey(name)),
    );
}

/** The titles a read carried beside its rows (`titleSelections`), as titles known for `attachReferenceTitles`. */
export function carriedTitles(declarations: Declarations, decl: ResourceDeclaration, rows: ResourceRow[]): ReferenceTitles {
  const known: ReferenceTitles = new Map();
  for (const { name } of referenceFields(declarations, decl)) {
    if (decl.fields[name].kind !== 'reference') continue;
    const key = titleKey(name);
    const titles = new Map<number, unknown>();
    for (const row of rows) {
      const v = row[name];
      if (v !== null && v !== undefined && key in row) titles.set(Number(v), row[key]);
    }
    known.set(name, titles);
  }
  return known;
}

/**
 * Sets each reference's `__title` on the rows. `known` titles (read earlier, e.g. while a save was
 * being written) are used as they are; only the other ids are read.
 */
export async function attachReferenceTitles(db: Executor, declarations: Declarations, decl: ResourceDeclaration, rows: ResourceRow[], known?: ReferenceTitles): Promise<void> {
  const all = await readReferenceTitles(db, declarations, decl, rows, known);
  for (const [name, titles] of all) {
    for (const row of rows) {
      const v = row[name];
      row[titleKey(name)] = Array.isArray(v) ? v.map((id) => titles.get(Number(id)) ?? null) : v === null || v === undefined ? null : (titles.get(Number(v)) ?? null);
    }
  }
}
