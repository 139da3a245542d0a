// Reading and writing a user's notifications; every query is scoped to one recipient.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOwn(db: Kysely<DB>, userId: number, p: { page: number; size: number; keyword: string }) {
  let q = db.selectFrom('user_notification').where('user_id', '=', userId);
  if (p.keyword) {
    const pattern = likePattern(p.keyword);
    q = q.where((eb) => eb.or([eb('title', 'ilike', pattern), eb('content', 'ilike', pattern)]));
  }
  const rows = await q
    .select(['id', 'title', 'content', 'audience', 'sent_by', 'created_at', 'read_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(p.size)
    .offset((p.page - 1) * p.size)
    .execute();
  const total = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return { rows, total: Number(total.n) };
}

export async function unreadCount(db: Kysely<DB>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('user_notification')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks one of the user's own notifications read; false when it is not theirs. */
export async function markOneRead(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const own = await db.selectFrom('user_notification').select(['id', 'read_at']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!own) return false;
  if (!own.read_at) await db.updateTable('user_notification').set({ read_at: new Date() }).where('id', '=', id).execute();
  return true;
}

export async function markAllRead(db: Kysely<DB>, userId: number): Promise<number> {
  const res = await db.updateTable('user_notification').set({ read_at: new Date() }).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function deliver(db: Kysely<DB>, userIds: number[], msg: { title: string; content: string; audience: string; sent_by: string | null }): Promise<number> {
  if (userIds.length === 0) return 0;
  for (let i = 0; i < userIds.length; i += 1000) {
    await db.insertInto('user_notification').values(userIds.slice(i, i + 1000).map((user_id) => ({ user_id, ...msg }))).execute();
  }
  return userIds.length;
}

export async function userExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst());
}

export async function roleMembers(db: Kysely<DB>, roleId: number): Promise<{ name: string; userIds: number[] } | undefined> {
  const role = await db.selectFrom('roles').select('name').where('id', '=', roleId).executeTakeFirst();
  if (!role) return undefined;
  const rows = await db.selectFrom('user_roles').select('user_id').where('role_id', '=', roleId).execute();
  return { name: role.name, userIds: rows.map((r) => r.user_id) };
}

export async function everyone(db: Kysely<DB>): Promise<number[]> {
  return (await db.selectFrom('users').select('id').execute()).map((r) => r.id);
}

/** Every role with how many users hold it (the sending screen's role picker). */
export async function rolesWithMembers(db: Kysely<DB>): Promise<{ id: number; name: string; user_count: number }[]> {
  const rows = await db
    .selectFrom('roles')
    .leftJoin('user_roles', 'user_roles.role_id', 'roles.id')
    .select(['roles.id', 'roles.name', (eb) => eb.fn.count<number>('user_roles.user_id').as('n')])
    .groupBy(['roles.id', 'roles.name'])
    .orderBy('roles.name')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, user_count: Number(r.n) }));
}
