// The session behind a token and its user in one statement: every signed-in call starts here, so
// the two lookups are one round trip (bench/orders/material-list.ts measures that fixed cost).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';
import { toUserInfo, userInfoColumns, type UserInfo, type UserRow } from './principal';
import { hashToken, liveSession, validToken, type LiveSession, type SessionRow, type SessionTimes } from './sessions';

export async function resolveSessionUser(db: Kysely<DB>, token: string, times: SessionTimes): Promise<{ session: LiveSession; user: UserInfo } | undefined> {
  if (!validToken(token)) return undefined;
  const { rows } = await sql<UserRow & Omit<SessionRow, 'id'> & { session_id: SessionRow['id'] }>`
    select ${userInfoColumns}, s.id as session_id, s.user_id, s.last_seen_at, s.expires_at, s.revoked_at, u.disabled,
      s.original_user_id, s.parent_session_id, parent.revoked_at as parent_revoked_at, original.disabled as original_disabled
    from sessions s join users u on u.id = s.user_id
      left join sessions parent on parent.id = s.parent_session_id
      left join users original on original.id = s.original_user_id
    where s.token_hash = ${hashToken(token)}`.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const session = await liveSession(db, { ...row, id: row.session_id }, times);
  return session && { session, user: toUserInfo(row) };
}
