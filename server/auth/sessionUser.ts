// The session behind a token and its user in one statement: every signed-in call starts here, so
// the lookups are one round trip (bench/prices/find.ts measures that fixed cost). A user's rights
// (hundreds of role permissions for an administrator) are kept between calls of a token with the
// rights stamp they were read with (server/auth/rightsStamp.ts): the statement answers them again
// only when the stamp moved, so a change made through any replica holds on the very next call.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { preparedRows } from '../db/prepared';
import type { DB } from '../db/types';
import { rightsValue, toRights, userInfoOf, type Rights, type RightsRow, type UserInfo, type UserRow } from './principal';
import { hashToken, liveSession, validToken, type LiveSession, type SessionRow, type SessionTimes } from './sessions';

type Row = Omit<UserRow, 'rights'> & Omit<SessionRow, 'id'> & { session_id: SessionRow['id']; stamp: string | null; rights: RightsRow | null };

interface Kept {
  stamp: string;
  rights: Rights;
}

/** Tokens whose rights are kept; past it the oldest goes (it is read again on its next call). */
export const KEPT_TOKENS = 1000;

export interface SessionFound {
  session: LiveSession;
  user: UserInfo;
  /** The value of the read asked for beside the session (see `SessionResolver`), whoever the caller. */
  alongside?: unknown;
}

/**
 * The session and user behind a token. `alongside`, a read of one value, runs in the same statement
 * (one round trip for both); its value comes back only with a live session, for the caller to
 * release once the session's user has passed the access check.
 */
export type SessionResolver = (token: string, alongside?: RawBuilder<unknown>) => Promise<SessionFound | undefined>;

/** One per server: its kept rights live as long as it does. */
export function sessionResolver(db: Kysely<DB>, times: SessionTimes): SessionResolver {
  const kept = new Map<string, Kept>();
  return async (token, alongside) => {
    if (!validToken(token)) return undefined;
    const hash = hashToken(token);
    const known = kept.get(hash);
    const statement = sql<Row>`
      select u.id, u.name, u.nick_name, u.language, rs.stamp,
        case when rs.stamp = ${known?.stamp ?? null}::uuid then null else ${rightsValue} end as rights,
        s.id as session_id, s.user_id, s.last_seen_at, s.expires_at, s.revoked_at, u.disabled,
        s.original_user_id, s.parent_session_id, parent.revoked_at as parent_revoked_at, original.disabled as original_disabled
      from sessions s join users u on u.id = s.user_id left join (select stamp from rights_stamp limit 1) rs on true
        left join sessions parent on parent.id = s.parent_session_id
        left join users original on original.id = s.original_user_id
      where s.token_hash = ${hash}`;
    // Named (server/db/connect.ts): planned once per connection; planning cost more than running it.
    // With a read beside it: one row always, the session's columns null when there is none.
    const rows = alongside
      ? await preparedRows(db, 'session-with', sql<Row & { alongside: unknown }>`select su.*, x.alongside from (select (${alongside}) as alongside) x left join lateral (${statement}) su on true`)
      : (await sql<Row>`/* name:session-user */ ${statement}`.execute(db)).rows;
    const row = rows[0]?.session_id === null ? undefined : rows[0];
    if (!row) {
      kept.delete(hash);
      return undefined;
    }
    const session = await liveSession(db, { ...row, id: row.session_id }, times);
    if (!session) {
      kept.delete(hash);
      return undefined;
    }
    // No rights answered: the stamp is the one they were kept with.
    const beside = alongside ? { alongside: (row as Row & { alongside: unknown }).alongside } : {};
    if (row.rights === null && known) return { session, user: userInfoOf(row, known.rights), ...beside };
    const rights = toRights(row.rights!);
    kept.delete(hash);
    if (row.stamp !== null) {
      if (kept.size >= KEPT_TOKENS) kept.delete(kept.keys().next().value!);
      kept.set(hash, { stamp: row.stamp, rights });
    }
    return { session, user: userInfoOf(row, rights), ...beside };
  };
}
