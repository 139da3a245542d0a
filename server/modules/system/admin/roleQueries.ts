// Roles with their permission sets and how many users hold them.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { likePattern, type ListWindow } from '../../../http/requestParts';
import type { RoleRecord } from '../../../../src/contract/roles';

export type { RoleRecord } from '../../../../src/contract/roles';

export const ROLE_SORTS = ['id', 'name'];

export async function rolesWithPermissions(db: Kysely<DB>, ids: number[]): Promise<RoleRecord[]> {
  if (ids.length === 0) return [];
  const roles = await db.selectFrom('roles').select(['id', 'name', 'description']).where('id', 'in', ids).orderBy('name').execute();
  const perms = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.name'])
    .where('role_permissions.role_id', 'in', ids)
    .orderBy('permissions.name')
    .execute();
  const counts = await db
    .selectFrom('user_roles')
    .select(['role_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('role_id', 'in', ids)
    .groupBy('role_id')
    .execute();
  return roles.map((r) => ({
    id: Number(r.id),
    name: r.name,
    description: r.description,
    permissions: perms.filter((p) => Number(p.role_id) === Number(r.id)).map((p) => p.name),
    user_count: Number(counts.find((c) => Number(c.role_id) === Number(r.id))?.n ?? 0),
  }));
}

export async function listRoles(db: Kysely<DB>, w: ListWindow): Promise<{ list: RoleRecord[]; total: number }> {
  let q = db.selectFrom('roles');
  if (w.keyword) {
    const like = likePattern(w.keyword);
    q = q.where((eb) => eb.or([eb('name', 'ilike', like), eb('description', 'ilike', like)]));
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select('id')
    .orderBy(w.sort as 'id', w.order)
    .orderBy('id')
    .limit(w.size)
    .offset((w.page - 1) * w.size)
    .execute();
  const ids = rows.map((r) => Number(r.id));
  const records = await rolesWithPermissions(db, ids);
  // Keep the page's order (rolesWithPermissions sorts by name).
  return { list: ids.map((id) => records.find((r) => r.id === id)!), total: Number(n) };
}

/** Names of the users holding a role, for "still held by" answers. */
export async function holdersOf(db: Kysely<DB>, roleId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles')
    .innerJoin('users', 'users.id', 'user_roles.user_id')
    .select('users.name')
    .where('user_roles.role_id', '=', roleId)
    .orderBy('users.name')
    .execute();
  return rows.map((r) => r.name);
}

export const roleSnapshot = (r: RoleRecord) => ({ name: r.name, description: r.description, permissions: r.permissions });
