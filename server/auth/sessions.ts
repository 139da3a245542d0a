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

/** The user id behind a live token, or undefined (unknown, revoked, expired or idle too long). */
export async function resolveSession(db: Kysely<DB>, token: string, times: SessionTimes): Promise<number | undefined> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(token)) return undefined;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id', 'sessions.user_id', 'sessions.last_seen_at', 'sessions.expires_at', 'sessions.revoked_at', 'users.disabled'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.disabled) return undefined;
  const now = Date.now();
  if (new Date(row.expires_at).getTime() <= now) return undefined;
  const lastSeen = new Date(row.last_seen_at).getTime();
  if (now - lastSeen > times.sessionIdleMs) return undefined;
  // Touch at most once a minute: an idle clock needs no finer grain, and reads stay reads.
  if (now - lastSeen > 60_000) await db.updateTable('sessions').set({ last_seen_at: new Date() }).where('id', '=', row.id).execute();
  return row.user_id;
}

export async function revokeSession(db: Kysely<DB>, token: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('token_hash', '=', hashToken(token)).where('revoked_at', 'is', null).execute();
}
