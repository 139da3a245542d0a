// Reading users with their roles and direct permissions, as the user-management screen shows them.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { likePattern, type ListWindow } from '../../../http/requestParts';

export interface UserRecord {
  id: number;
  name: string;
  nick_name: string | null;
  email: string | null;
  language: string | null;
  disabled: boolean;
  created_at: string;
  updated_at: string;
  roles: { id: number; name: string }[];
  /** Permissions given to the user directly (not through a role). */
  permissions: { id: number; name: string }[];
  /** Field rights held: the guarded fields the user sees and writes. */
  fields: { id: number; name: string }[];
}

export const USER_SORTS = ['id', 'name', 'nick_name', 'email', 'created_at', 'updated_at'];

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));

async function attachGrants(db: Kysely<DB>, rows: Omit<UserRecord, 'roles' | 'permissions' | 'fields'>[]): Promise<UserRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['user_roles.user_id', 'roles.id', 'roles.name'])
    .where('user_roles.user_id', 'in', ids)
    .orderBy('roles.name')
    .execute();
  const perms = await db
    .selectFrom('user_permissions')
    .innerJoin('permissions', 'permissions.id', 'user_permissions.permission_id')
    .select(['user_permissions.user_id', 'permissions.id', 'permissions.name'])
    .where('user_permissions.user_id', 'in', ids)
    .orderBy('permissions.name')
    .execute();
  const fields = await db
    .selectFrom('user_field_rights')
    .innerJoin('field_rights', 'field_rights.id', 'user_field_rights.field_right_id')
    .select(['user_field_rights.user_id', 'field_rights.id', 'field_rights.name'])
    .where('user_field_rights.user_id', 'in', ids)
    .orderBy('field_rights.name')
    .execute();
  return rows.map((r) => ({
    ...r,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    roles: roles.filter((x) => Number(x.user_id) === Number(r.id)).map((x) => ({ id: Number(x.id), name: x.name })),
    permissions: perms.filter((x) => Number(x.user_id) === Number(r.id)).map((x) => ({ id: Number(x.id), name: x.name })),
    fields: fields.filter((x) => Number(x.user_id) === Number(r.id)).map((x) => ({ id: Number(x.id), name: x.name })),
  }));
}

const USER_COLUMNS = ['id', 'name', 'nick_name', 'email', 'language', 'disabled', 'created_at', 'updated_at'] as const;

export async function listUsers(db: Kysely<DB>, w: ListWindow): Promise<{ list: UserRecord[]; total: number }> {
  let q = db.selectFrom('users');
  if (w.keyword) {
    const like = likePattern(w.keyword);
    // The keyword also finds users by the name of a role they hold.
    q = q.where((eb) =>
      eb.or([
        eb('name', 'ilike', like),
        eb('nick_name', 'ilike', like),
        eb('email', 'ilike', like),
        eb.exists(
          eb
            .selectFrom('user_roles')
            .innerJoin('roles', 'roles.id', 'user_roles.role_id')
            .select(sql.lit(1).as('one'))
            .whereRef('user_roles.user_id', '=', 'users.id')
            .where('roles.name', 'ilike', like),
        ),
      ]),
    );
  }
  const { n } = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await q
    .select([...USER_COLUMNS])
    .orderBy(w.sort as (typeof USER_SORTS)[number] as 'id', w.order)
    .orderBy('id')
    .limit(w.size)
    .offset((w.page - 1) * w.size)
    .execute();
  return { list: await attachGrants(db, rows.map(normalise)), total: Number(n) };
}

function normalise<R extends { id: number; created_at: unknown; updated_at: unknown }>(r: R) {
  return { ...r, id: Number(r.id), created_at: iso(r.created_at), updated_at: iso(r.updated_at) } as R & { created_at: string; updated_at: string };
}

export async function getUser(db: Kysely<DB>, id: number): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').select([...USER_COLUMNS]).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return (await attachGrants(db, [normalise(row)]))[0];
}

/** What an event keeps of a user: never the password hash. */
export const userSnapshot = (u: UserRecord) => ({
  name: u.name,
  nick_name: u.nick_name,
  email: u.email,
  language: u.language,
  disabled: u.disabled,
  roles: u.roles.map((r) => r.name),
  permissions: u.permissions.map((p) => p.name),
  fields: u.fields.map((f) => f.name),
});
