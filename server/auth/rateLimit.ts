// Attempts per key (an account from one address, an address), counted in the database (shared by
// every instance): a sliding one-minute window refuses attempts over the limit, and consecutive
// failed sign-ins make the next ones need a captcha.
import { sql, type Kysely } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { authText } from './authMessages';

export const RATE_WINDOW_MS = 60_000;
/**
 * Attempts allowed per window: per account from one address, and per address (an office behind one
 * address shares it). Never per account alone: a stranger could then lock the owner out.
 */
export const RATE_LIMITS = { account: 10, address: 30 } as const;
/** Failed sign-ins (per account or address) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Failures older than this are forgotten. */
const FAILURE_MEMORY_MS = 60 * 60_000;

export const accountKey = (action: string, account: string) => `${action}:account:${account.trim().toLowerCase()}`;
export const addressKey = (action: string, req: FastifyRequest) => `${action}:address:${req.ip}`;
/** One account tried from one address (req.ip: the client's address behind a trusted proxy). */
export const accountAddressKey = (action: string, account: string, req: FastifyRequest) => `${accountKey(action, account)}@${req.ip}`;

/**
 * Counts this attempt under each key and refuses it (429) when a key already used its allowance in
 * the last minute. Refused attempts are not counted, so waiting a minute always helps.
 */
export async function limitAttempts(db: Kysely<DB>, req: FastifyRequest, keys: { key: string; limit: number }[]): Promise<void> {
  const since = new Date(Date.now() - RATE_WINDOW_MS);
  await db.deleteFrom('auth_attempts').where('at', '<', since).execute();
  const rows = await db
    .selectFrom('auth_attempts')
    .select(['key', sql<number>`count(*)::int`.as('n'), sql<Date>`min(at)`.as('oldest')])
    .where('key', 'in', keys.map((k) => k.key))
    .where('at', '>=', since)
    .groupBy('key')
    .execute();
  for (const { key, limit } of keys) {
    const row = rows.find((r) => r.key === key);
    if (row && Number(row.n) >= limit) {
      const seconds = Math.max(1, Math.ceil((new Date(row.oldest).getTime() + RATE_WINDOW_MS - Date.now()) / 1000));
      throw new ApiError(429, authText(req.locale, 'tooManyAttempts', { seconds }));
    }
  }
  await db.insertInto('auth_attempts').values(keys.map((k) => ({ key: k.key }))).execute();
}

/** Whether any of the keys failed often enough lately to need a captcha. */
export async function needsCaptcha(db: Kysely<DB>, keys: string[]): Promise<boolean> {
  const row = await db
    .selectFrom('login_failures')
    .select(sql<number>`max(failures)`.as('most'))
    .where('key', 'in', keys)
    .where('last_failed_at', '>=', new Date(Date.now() - FAILURE_MEMORY_MS))
    .executeTakeFirst();
  return Number(row?.most ?? 0) >= CAPTCHA_AFTER_FAILURES;
}

/** Records one failure under each key; answers whether the next attempt needs a captcha. */
export async function recordFailure(db: Kysely<DB>, keys: string[]): Promise<boolean> {
  const stale = new Date(Date.now() - FAILURE_MEMORY_MS);
  // Counters nobody added to for an hour are forgotten (names sprayed by a guesser included).
  await db.deleteFrom('login_failures').where('last_failed_at', '<', stale).execute();
  for (const key of keys) {
    await db
      .insertInto('login_failures')
      .values({ key, failures: 1, last_failed_at: new Date() })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // A failure long after the last one starts counting again.
          failures: sql`case when login_failures.last_failed_at < ${stale} then 1 else login_failures.failures + 1 end`,
          last_failed_at: new Date(),
        }),
      )
      .execute();
  }
  return needsCaptcha(db, keys);
}

export async function clearFailures(db: Kysely<DB>, keys: string[]): Promise<void> {
  await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
}
