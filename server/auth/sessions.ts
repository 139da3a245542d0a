// Opaque session tokens: the client holds the token, the database holds only its SHA-256, so any
// server instance can check a token and logout revokes it everywhere.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SessionTimes {
  sessionIdleMs: number;
  sessionMaxMs: number;
}

export async function createSession(db: Kysely<DB>, userId: number, times: SessionTimes): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(Date.now() + times.sessionMaxMs) })
    .execute();
  return token;
}

export interface LiveSession {
  id: number;
  userId: number;
  /** Switch account: the person who switched into this session (undefined for an ordinary one). */
  originalUserId?: number;
  expiresAt: Date;
}

/** The columns of a session row a request is checked against (with `users` and the parent session). */
export interface SessionRow {
  id: number | string;
  user_id: number | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  revoked_at: Date | string | null;
  disabled: boolean;
  original_user_id: number | string | null;
  parent_session_id: number | string | null;
  parent_revoked_at: Date | string | null;
  original_disabled: boolean | null;
}

export const validToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

/** The session of a row if it is still live (touching its idle clock), else undefined. */
export async function liveSession(db: Kysely<DB>, row: SessionRow, times: SessionTimes): Promise<LiveSession | undefined> {
  if (row.revoked_at || row.disabled) return undefined;
  // A switched session lives only as long as the session it was switched from, and its person.
  if (row.parent_session_id !== null && (row.parent_revoked_at || row.original_disabled !== false)) return undefined;
  const now = Date.now();
  if (new Date(row.expires_at).getTime() <= now) return undefined;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > times.sessionIdleMs) return undefined;
  // Touch at most once a minute: an idle clock needs no finer grain, and reads stay reads. Working
  // while switched keeps the original session alive too, so switching back still works.
  if (now - lastSeen > 60_000) {
    const ids = [Number(row.id), ...(row.parent_session_id !== null ? [Number(row.parent_session_id)] : [])];
    await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', 'in', ids).execute();
  }
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    ...(row.original_user_id !== null ? { originalUserId: Number(row.original_user_id) } : {}),
    expiresAt: new Date(row.expires_at),
  };
}

/** A session acting as `userId` for the person of session `from`; it ends no later than that one. */
export async function createSwitchedSession(db: Kysely<DB>, userId: number, from: LiveSession, times: SessionTimes): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expires = Math.min(Date.now() + times.sessionMaxMs, from.expiresAt.getTime());
  await db
    .insertInto('sessions')
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(expires), original_user_id: from.userId, parent_session_id: from.id })
    .execute();
  return token;
}

/** Ends one session by id (switching back ends the switched session only). */
export async function revokeSessionById(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}

/**
 * Logout: ends the token's session, the sessions switched from it and, for a switched session, the
 * session it was switched from. Logging out while switched therefore signs the person out entirely.
 */
export async function revokeSession(db: Kysely<DB>, token: string): Promise<void> {
  const row = await db.selectFrom('sessions').select(['id', 'parent_session_id']).where('token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row) return;
  const ids = [Number(row.id), ...(row.parent_session_id !== null ? [Number(row.parent_session_id)] : [])];
  await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where((eb) => eb.or([eb('id', 'in', ids), eb('parent_session_id', 'in', ids)]))
    .where('revoked_at', 'is', null)
    .execute();
}
