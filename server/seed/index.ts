// Demo data for a new embedded database: accounts and roles, every module's demo rows in the
// declarations' reference order, then the modules' seed scripts in module order.
import type { Kysely } from 'kysely';
import { tableName, validateRecord, type ResourceDeclaration } from '../../src/schema';
import type { DB, ResourceRow } from '../db/types';
import { seedAccounts } from './accounts';
import type { DemoRows, ServerModule } from '../serverModule';

type AnyDB = Record<string, ResourceRow>;

/** Rows name their references by the target's natural key; this swaps keys for ids. */
async function resolveReferences(
  db: Kysely<DB>,
  decl: ResourceDeclaration,
  row: Record<string, unknown>,
  byName: Map<string, ResourceDeclaration>,
  cache: Map<string, Map<string, number>>,
): Promise<Record<string, unknown>> {
  const out = { ...row };
  for (const [field, def] of Object.entries(decl.fields)) {
    if (def.kind !== 'reference' || out[field] === undefined || out[field] === null) continue;
    const target = byName.get(def.reference)!;
    let ids = cache.get(target.name);
    if (!ids) {
      const key = target.naturalKey?.[0] ?? 'id';
      const rows = await (db as unknown as Kysely<AnyDB>).selectFrom(tableName(target)).select(['id', key]).execute();
      ids = new Map(rows.map((r) => [String(r[key]), r.id as number]));
      cache.set(target.name, ids);
    }
    const id = ids.get(String(out[field]));
    if (id === undefined) throw new Error(`seed ${decl.name}: ${field} "${out[field]}" not found in ${target.name}`);
    out[field] = id;
  }
  return out;
}

export async function seedRows(db: Kysely<DB>, resources: ResourceDeclaration[], data: DemoRows): Promise<void> {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const cache = new Map<string, Map<string, number>>();
  for (const decl of resources) {
    const rows = data[decl.name];
    if (!rows?.length) continue;
    const values: Record<string, unknown>[] = [];
    for (const [i, raw] of rows.entries()) {
      const resolved = await resolveReferences(db, decl, raw, byName, cache);
      const checked = await validateRecord(decl, resolved);
      if (!checked.ok) throw new Error(`seed ${decl.name} row ${i + 1}: ${checked.errors.map((e) => e.message).join('; ')}`);
      // Demo rows are trusted: server-set (read-only) fields they give, such as an audit decision, are kept.
      const serverSet = Object.fromEntries(Object.keys(decl.fields).filter((name) => decl.fields[name].readOnly && resolved[name] !== undefined).map((name) => [name, resolved[name]]));
      values.push({ ...checked.value, ...serverSet, created_by: 'seed', updated_by: 'seed' });
    }
    // Batches keep each statement under PostgreSQL's 65,535 bind parameters.
    for (let i = 0; i < values.length; i += 500) {
      await (db as unknown as Kysely<AnyDB>).insertInto(tableName(decl)).values(values.slice(i, i + 500)).execute();
    }
  }
}

/** Every module's demo rows in one list per declaration; rows for an undeclared name are a mistake. */
export function demoRowsOf(resources: ResourceDeclaration[], modules: ServerModule[]): DemoRows {
  const declared = new Set(resources.map((r) => r.name));
  const rows: DemoRows = {};
  for (const m of modules) {
    for (const [name, list] of Object.entries(m.demoRows ?? {})) {
      if (!declared.has(name)) throw new Error(`Demo rows of ${m.name}: no declaration "${name}"`);
      rows[name] = [...(rows[name] ?? []), ...list];
    }
  }
  return rows;
}

export async function seedDemo(db: Kysely<DB>, resources: ResourceDeclaration[], modules: ServerModule[], password: string): Promise<void> {
  await seedAccounts(db, resources, modules, password);
  await seedRows(db, resources, demoRowsOf(resources, modules));
  for (const module of modules) await module.seed?.(db);
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}
