// A declaration's `uniqueTogether` sets (one vendor ratio per vendor and period) become unique
// indexes. A database that already holds duplicates keeps the newest record of each set (latest
// updated_at, then highest id); the others are deleted, each recorded in the events table as a
// delete by "migration" with the whole row, so nothing is lost without a trace. An empty part is a
// value like any other (NULLS NOT DISTINCT): a rebate setting without a material is the customer-wide
// one, and a customer has one such setting a year, as the import matches it (IS NOT DISTINCT FROM).
import { sql, type Kysely } from 'kysely';
import { tableName, uniqueTogetherIndex, type ResourceDeclaration } from '../../src/schema';
import { ident } from './sqlNames';
import type { DB } from './types';

type RecordStep = (db: Kysely<DB>, name: string) => Promise<boolean>;

async function dropDuplicates(trx: Kysely<DB>, decl: ResourceDeclaration, fields: string[]): Promise<number> {
  const t = ident(tableName(decl));
  const cols = fields.map(ident).join(', ');
  const result = await sql<{ id: number }>`
    with ranked as (
      select id, first_value(id) over w as kept, row_number() over w as n from ${sql.raw(t)}
      window w as (partition by ${sql.raw(cols)} order by updated_at desc, id desc)
    ), gone as (
      delete from ${sql.raw(t)} using ranked where ${sql.raw(t)}.id = ranked.id and ranked.n > 1
      returning ${sql.raw(t)}.*, ranked.kept as _duplicate_of
    )
    insert into events (user_name, resource, record_id, action, before, reason)
    select 'migration', ${decl.name}, id, 'delete', to_jsonb(gone) - '_duplicate_of',
      'duplicate of #' || _duplicate_of || ' (one record per ' || ${fields.join(', ')} || ')'
    from gone returning record_id as id`.execute(trx);
  return result.rows.length;
}

/** Creates the missing unique indexes of `decl` (inside the caller's transaction); returns the steps done. */
export async function applyUniqueTogether(trx: Kysely<DB>, decl: ResourceDeclaration, record: RecordStep): Promise<string[]> {
  const applied: string[] = [];
  const table = tableName(decl);
  for (const fields of decl.uniqueTogether ?? []) {
    // Named anew when empty parts became equal, so a database indexed the old way is indexed again.
    const step = `unique ${table} (${fields.join(', ')}) nulls not distinct`;
    if (!(await record(trx, step))) continue;
    const dropped = await dropDuplicates(trx, decl, fields);
    const index = ident(uniqueTogetherIndex(table, fields));
    await sql.raw(`drop index if exists ${index}`).execute(trx);
    await sql.raw(`create unique index ${index} on ${ident(table)} (${fields.map(ident).join(', ')}) nulls not distinct`).execute(trx);
    applied.push(dropped ? `${step}: ${dropped} duplicate(s) deleted, the newest of each kept (see events)` : step);
  }
  return applied;
}
