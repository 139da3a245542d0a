// The field-right catalogue: every right the declarations name is a row of `field_rights` (added at
// start, in every database, new or old), and request bodies name rights that are resolved to ids.
import { sql, type Kysely } from 'kysely';
import { fieldRightCatalogue, writePermissions, type FieldRightEntry, type ResourceDeclaration } from '../../src/schema';
import type { DB } from '../db/types';
import { USER_MANAGEMENT_ACCESS } from '../../src/contract/userAccess';
import { loadFieldGuards } from './runtimeGuards';


/**
 * Adds the rights the declarations name. A right new to this database is given to the user
 * administrators (admin-user, directly or by a role), so that someone sees the guarded field and can
 * pass the right on: nobody may assign a right to themselves.
 */
export async function ensureFieldRights(db: Kysely<DB>, resources: readonly ResourceDeclaration[]): Promise<void> {
  const names = fieldRightCatalogue(resources).map((e) => e.name);
  if (names.length === 0) return;
  const added = await db
    .insertInto('field_rights')
    .values(names.map((name) => ({ name, description: null })))
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('id')
    .execute();
  await giveToUserAdmins(db, added.map((r) => Number(r.id)));
}

/** Rights new to the database go to the users holding admin-user (directly or by a role). */
export async function giveToUserAdmins(db: Kysely<DB>, rightIds: number[]): Promise<void> {
  if (rightIds.length === 0) return;
  const changers = sql.join(writePermissions(USER_MANAGEMENT_ACCESS));
  const admins = sql<{ user_id: number }>`
    select up.user_id from user_permissions up join permissions p on p.id = up.permission_id where p.name in (${changers})
    union
    select ur.user_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id where p.name in (${changers})`;
  const users = (await admins.execute(db)).rows.map((r) => Number(r.user_id));
  if (users.length === 0) return;
  await db
    .insertInto('user_field_rights')
    .values(users.flatMap((user_id) => rightIds.map((field_right_id) => ({ user_id, field_right_id }))))
    .onConflict((oc) => oc.columns(['user_id', 'field_right_id']).doNothing())
    .execute();
}

export interface FieldRightRecord extends FieldRightEntry {
  id: number;
  description: string | null;
  /** A declaration guards fields with it; false for a right added at run time or left from an older version. */
  declared: boolean;
  /** Added at run time (`POST /api/v1/field`): deleting it un-guards its field. */
  runtime: boolean;
  users: number;
}

export async function listFieldRights(db: Kysely<DB>, resources: readonly ResourceDeclaration[]): Promise<FieldRightRecord[]> {
  const declared = new Map(fieldRightCatalogue(resources).map((e) => [e.name, e]));
  const byName = new Map(resources.map((r) => [r.name, r]));
  const added = new Map<string, FieldRightEntry['fields']>();
  for (const [resource, fields] of Object.entries(await loadFieldGuards(db))) {
    const decl = byName.get(resource);
    for (const [field, right] of Object.entries(fields)) {
      if (!decl?.fields[field]) continue; // a field a later version dropped guards nothing
      added.set(right, [...(added.get(right) ?? []), { resource, field, label: decl.fields[field].label, resourceLabel: decl.recordLabel }]);
    }
  }
  const rows = await db
    .selectFrom('field_rights')
    .leftJoin('user_field_rights', 'user_field_rights.field_right_id', 'field_rights.id')
    .select((eb) => ['field_rights.id', 'field_rights.name', 'field_rights.description', eb.fn.count<number>('user_field_rights.user_id').as('users')])
    .groupBy(['field_rights.id', 'field_rights.name', 'field_rights.description'])
    .orderBy('field_rights.name')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    fields: declared.get(r.name)?.fields ?? added.get(r.name) ?? [],
    declared: declared.has(r.name),
    runtime: added.has(r.name),
    users: Number(r.users),
  }));
}

/** Right names from a body (`["prepaid.price"]` or `a,b`), resolved to ids; unknown names are a 400 naming the field. */
