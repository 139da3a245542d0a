// Reference columns hold the referenced record's key (as exported); this turns keys into ids,
// a thousand keys per query, each distinct key once.
import { sql, type Kysely } from 'kysely';
import { tableName, type ReferenceField, type MultiReferenceField, type ResourceDeclaration } from '../../src/schema';
import type { DB } from '../db/types';
import { referenceKeyField, type FindDeclaration } from './columns';

const LOOKUP_BATCH = 1000;

/** Key as written in the file -> the ids of the records it names (more than one: ambiguous). */
export type KeyIds = Map<string, number[]>;

export interface ReferenceResolver {
  /** Adjusts a key the way the target stores it (codes are upper-case). */
  normalize(key: string): string;
  resolve(db: Kysely<DB>, keys: Iterable<string>): Promise<KeyIds>;
}

export function referenceResolver(field: ReferenceField | MultiReferenceField, find: FindDeclaration): ReferenceResolver {
  const target = find(field.reference);
  if (!target) throw new Error(`field references unknown resource "${field.reference}"`);
  const keyField = referenceKeyField(target);
  const keyDef = keyField === undefined ? undefined : target.fields[keyField];
  const upper = keyDef?.kind === 'text' && keyDef.upperCase === true;
  return {
    normalize: (key) => (upper ? key.toUpperCase() : key),
    resolve: (db, keys) => lookup(db, target, keyField, [...new Set(keys)]),
  };
}

async function lookup(db: Kysely<DB>, target: ResourceDeclaration, keyField: string | undefined, keys: string[]): Promise<KeyIds> {
  const found: KeyIds = new Map();
  // Text keys are compared as they are, so the unique index serves; other kinds (and ids) as text.
  const column = keyField ?? 'id';
  const asText = keyField === undefined || target.fields[keyField].kind !== 'text';
  const key = asText ? sql`${sql.ref(column)}::text` : sql.ref(column);
  for (let i = 0; i < keys.length; i += LOOKUP_BATCH) {
    const batch = keys.slice(i, i + LOOKUP_BATCH);
    const result = await sql<{ id: number; key: string }>`
      select id, ${key} as key from ${sql.table(tableName(target))} where ${key} in (${sql.join(batch)})`.execute(db);
    for (const row of result.rows) {
      const ids = found.get(row.key) ?? [];
      ids.push(Number(row.id));
      found.set(row.key, ids);
    }
  }
  return found;
}
