// The signed-in user's `auditCount` (the spec's user field; the menu badge of the audit screen): what
// waits for this user's audits, summed over the counters modules register in their `register`.
// Counted where the user is answered (sign-in, /auth/me), not on every authenticated call.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { UserInfo } from './principal';

export type AuditCounter = (db: Kysely<DB>, user: UserInfo) => Promise<number>;

const counters = new Set<AuditCounter>();

export function registerAuditCounter(counter: AuditCounter) {
  counters.add(counter);
}

export async function withAuditCount(db: Kysely<DB>, user: UserInfo): Promise<UserInfo> {
  let auditCount = 0;
  for (const count of counters) auditCount += await count(db, user);
  return { ...user, auditCount };
}
