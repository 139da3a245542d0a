// The field-right catalogue: every right the declarations name is a row of `field_rights` (added at
// start, in every database, new or old), and request bodies name rights that are resolved to ids.
import { sql, type Kysely } from 'kysely';
import { fieldRightCatalogue, writePermissions, type FieldRightEntry, type Locale, type ResourceDeclaration } from '../../src/schema';
import { resolveNames, type Named } from '../admin/userGrants';
import type { DB } from '../db/types';
import { USER_MANAGEMENT_ACCESS } from '../../src/custom/userManagement/access';
import { fieldText } from './messages';


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
  if (added.length === 0) return;
  const changers = sql.join(writePermissions(USER_MANAGEMENT_ACCESS));
  const admins = sql<{ user_id: number }>`
    select up.user_id from user_permissions up join permissions p on p.id = up.permission_id where p.name in (${changers})
    union
    select ur.user_id from user_roles ur join role_permissions rp on rp.role_id = ur.role_id join permissions p on p.id = rp.permission_id where p.name in (${changers})`;
  const users = (await admins.execute(db)).rows.map((r) => Number(r.user_id));
  if (users.length === 0) return;
  await db
    .insertInto('user_field_rights')
    .values(users.flatMap((user_id) => added.map((r) => ({ user_id, field_right_id: Number(r.id) }))))
    .onConflict((oc) => oc.columns(['user_id', 'field_right_id']).doNothing())
    .execute();
}

export interface FieldRightRecord extends FieldRightEntry {
  id: number;
  description: string | null;
  /** A declaration guards fields with it; false for a right left from an older version. */
  declared: boolean;
  users: number;
}

export async function listFieldRights(db: Kysely<DB>, resources: readonly ResourceDeclaration[]): Promise<FieldRightRecord[]> {
  const declared = new Map(fieldRightCatalogue(resources).map((e) => [e.name, e]));
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
    fields: declared.get(r.name)?.fields ?? [],
    declared: declared.has(r.name),
    users: Number(r.users),
  }));
}

/** Right names from a body (`["prepaid.price"]` or `a,b`), resolved to ids; unknown names are a 400 naming the field. */
export const resolveFieldRights = (db: Kysely<DB>, raw: unknown, field: string, locale: Locale): Promise<Named[]> =>
  resolveNames(db, 'field_rights', raw, field, (names) => fieldText(locale, 'unknownRights', { names }), locale);
