// The signed-in user in the spec's shape (document 1, section 3).
import { sql, type Kysely } from 'kysely';
import type { Principal } from '../../src/schema';
import type { DB } from '../db/types';
import type { FieldGuards } from '../fields/runtimeGuards';

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

/** What a user's rights are read as, in one jsonb value (`rights`). */
export interface RightsRow {
  role_perms: { role: string; permission: string | null }[];
  direct: string[];
  fields: string[];
  guards: { resource: string; field: string; name: string }[];
}

export interface UserRow {
  id: number | string;
  name: string;
  nick_name: string | null;
  language: string | null;
  rights: RightsRow;
}

/** The rights part of a user (what server/auth/sessionUser.ts keeps between calls). */
export type Rights = Pick<UserInfo, 'roles' | 'permissions' | 'fields' | 'fieldGuards'>;

/** The rights of user `u.id` and the run-time field guards, as one jsonb value. */
export const rightsValue = sql`jsonb_build_object(
      'role_perms', coalesce((select jsonb_agg(jsonb_build_object('role', r.name, 'permission', p.name) order by r.name, p.name)
        from user_roles ur join roles r on r.id = ur.role_id
        left join role_permissions rp on rp.role_id = r.id left join permissions p on p.id = rp.permission_id
        where ur.user_id = u.id), '[]'::jsonb),
      'direct', coalesce((select jsonb_agg(p.name order by p.name) from user_permissions up join permissions p on p.id = up.permission_id
        where up.user_id = u.id), '[]'::jsonb),
      'fields', coalesce((select jsonb_agg(fr.name order by fr.name) from user_field_rights ufr join field_rights fr on fr.id = ufr.field_right_id
        where ufr.user_id = u.id), '[]'::jsonb),
      'guards', coalesce((select jsonb_agg(jsonb_build_object('resource', g.resource, 'field', g.field, 'name', fr.name))
        from field_right_guards g join field_rights fr on fr.id = g.field_right_id), '[]'::jsonb))`;

/** The user's columns of a statement over `users u`: rights, field rights and the run-time field guards together. */
export const userInfoColumns = sql`u.id, u.name, u.nick_name, u.language, ${rightsValue} as rights`;

/**
 * One statement: every signed-in call runs it (or its twin with the session, server/auth/sessionUser.ts),
 * so its rights, field rights and the run-time field guards come back together instead of in five
 * round trips (the fixed cost of each call).
 */
export async function loadUserInfo(db: Kysely<DB>, userId: number): Promise<UserInfo | undefined> {
  const { rows } = await sql<UserRow>`select ${userInfoColumns} from users u where u.id = ${userId}`.execute(db);
  return rows[0] && toUserInfo(rows[0]);
}

/** A `rightsValue` in the spec's shape. */
export function toRights(row: RightsRow): Rights {
  const roles = new Map<string, { name: string }[]>();
  for (const r of row.role_perms) {
    const list = roles.get(r.role) ?? [];
    if (r.permission) list.push({ name: r.permission });
    roles.set(r.role, list);
  }
  const guards: FieldGuards = {};
  for (const g of row.guards) (guards[g.resource] ??= {})[g.field] = g.name;
  return {
    roles: [...roles].map(([name, permissions]) => ({ name, permissions })),
    permissions: row.direct.map((name) => ({ name })),
    fields: row.fields.map((name) => ({ name })),
    // Fields guarded at run time, read on each request; absent while there are none (the spec's shape).
    ...(Object.keys(guards).length ? { fieldGuards: guards } : {}),
  };
}

/** A user in the spec's shape from its own columns and its rights (shared, never changed in place). */
export function userInfoOf(user: Omit<UserRow, 'rights'>, rights: Rights): UserInfo {
  return {
    id: Number(user.id),
    name: user.name,
    nick_name: user.nick_name,
    language: user.language,
    ...rights,
    // Counted only where the user is answered (server/auth/auditCount.ts), not on every call.
    auditCount: 0,
  };
}

/** A row of `userInfoColumns` in the spec's shape. */
export const toUserInfo = (user: UserRow): UserInfo => userInfoOf(user, toRights(user.rights));
