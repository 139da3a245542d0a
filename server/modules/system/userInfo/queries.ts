// What the user information page shows beside GET /api/v1/user/{id} and /user/role/{id}: the last
// sign-in, the organization unit with its path up to the company, and the newest events.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../../db/types';
import { listEvents } from '../../../events/queries';
import type { EventLine, OrgStep, UserInfoExtra } from '../../../../src/contract/userInfo';

export type { EventLine, OrgStep, UserInfoExtra };

export const EVENT_LINES = 10;

const iso = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

async function sessionsOf(db: Kysely<DB>, id: number) {
  const row = (
    await sql<{ last_sign_in_at: unknown; last_seen_at: unknown; live: number }>`select
      max(created_at) filter (where original_user_id is null) as last_sign_in_at,
      max(last_seen_at) filter (where original_user_id is null) as last_seen_at,
      count(*) filter (where revoked_at is null and expires_at > now())::int as live
    from sessions where user_id = ${id}`.execute(db)
  ).rows[0];
  return { last_sign_in_at: iso(row?.last_sign_in_at), last_seen_at: iso(row?.last_seen_at), live_sessions: Number(row?.live ?? 0) };
}

async function organizationOf(db: Kysely<DB>, id: number): Promise<UserInfoExtra['organization']> {
  // The tree is three levels deep (company → department → team): a recursive walk up stays short.
  const rows = (
    await sql<OrgStep & { depth: number; assigned_at: unknown }>`with recursive up as (
        select o.id, o.parent_id, o.kind, o.code, o.name, 0 as depth, x.assigned_at
          from org_unit_user x join org_unit o on o.id = x.org_id where x.user_id = ${id}
        union all
        select p.id, p.parent_id, p.kind, p.code, p.name, up.depth + 1, up.assigned_at
          from org_unit p join up on p.id = up.parent_id where up.depth < 10)
      select id, kind, code, name, depth, assigned_at from up order by depth desc`.execute(db)
  ).rows;
  if (rows.length === 0) return null;
  return { assigned_at: iso(rows[0].assigned_at)!, path: rows.map((r) => ({ id: Number(r.id), kind: r.kind, code: r.code, name: r.name })) };
}

async function eventLines(db: Kysely<DB>, filter: { userId?: number; resources?: string[]; recordId?: number }) {
  const page = await listEvents(db, { ...filter, page: 1, size: EVENT_LINES, sort: 'at', order: 'desc' });
  const list = page.list.map(({ id, at, user_name, original_user_name, resource, record_id, action }) => ({ id, at, user_name, original_user_name, resource, record_id, action }));
  return { list, total: page.total };
}

export async function userInfoExtra(db: Kysely<DB>, id: number): Promise<UserInfoExtra> {
  const sessions = await sessionsOf(db, id);
  const organization = await organizationOf(db, id);
  const activity = await eventLines(db, { userId: id });
  const accountChanges = await eventLines(db, { resources: ['user'], recordId: id });
  return { id, ...sessions, organization, activity, account_changes: accountChanges };
}
