// The signed-in user in the spec's shape (document 1, section 3).
import type { Kysely } from 'kysely';
import type { Principal } from '../../src/schema';
import type { DB } from '../db/types';

export interface UserInfo extends Principal {
  id: number;
  name: string;
  nick_name: string | null;
  language: string | null;
  roles: { name: string; permissions: { name: string }[] }[];
  permissions: { name: string }[];
  /** Field rights held (guarded fields the user sees and writes); the browser hides the others. */
  fields: { name: string }[];
  auditCount: number;
  /** Switch account: the person acting as this user (set only on a switched session). */
  original_user?: { id: number; name: string; nick_name: string | null };
}

export async function loadUserInfo(db: Kysely<DB>, userId: number): Promise<UserInfo | undefined> {
  const user = await db.selectFrom('users').select(['id', 'name', 'nick_name', 'language']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const rolePerms = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .leftJoin('role_permissions', 'role_permissions.role_id', 'roles.id')
    .leftJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['roles.name as role', 'permissions.name as permission'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.name')
    .orderBy('permissions.name')
    .execute();
  const roles = new Map<string, { name: string }[]>();
  for (const row of rolePerms) {
    const list = roles.get(row.role) ?? [];
    if (row.permission) list.push({ name: row.permission });
    roles.set(row.role, list);
  }
  const direct = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select('permissions.name')
    .where('user_permissions.user_id', '=', userId)
    .orderBy('permissions.name')
    .execute();
  const fields = await db
    .selectFrom('user_field_rights')
    .innerJoin('field_rights', 'field_rights.id', 'user_field_rights.field_right_id')
    .select('field_rights.name')
    .where('user_field_rights.user_id', '=', userId)
    .orderBy('field_rights.name')
    .execute();
  return {
    id: user.id,
    name: user.name,
    nick_name: user.nick_name,
    language: user.language,
    roles: [...roles].map(([name, permissions]) => ({ name, permissions })),
    permissions: direct.map((p) => ({ name: p.name })),
    fields: fields.map((f) => ({ name: f.name })),
    // Price-draft audits arrive with the price issue; until then nobody has any pending.
    auditCount: 0,
  };
}
