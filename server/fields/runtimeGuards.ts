// The fields guarded at run time (server/fields/runtime.ts), read fresh for each request's user.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export type FieldGuards = Record<string, Record<string, string>>;

/** resource -> field -> right, for every field guarded at run time. */
export async function loadFieldGuards(db: Kysely<DB>): Promise<FieldGuards> {
  const rows = await db
    .selectFrom('field_right_guards')
    .innerJoin('field_rights', 'field_rights.id', 'field_right_guards.field_right_id')
    .select(['field_right_guards.resource', 'field_right_guards.field', 'field_rights.name'])
    .execute();
  const out: FieldGuards = {};
  for (const r of rows) (out[r.resource] ??= {})[r.field] = r.name;
  return out;
}
