// A transaction that lost a race (deadlock, serialization failure) was rolled back whole by
// PostgreSQL, so running it again is safe and usually succeeds; after a few tries the caller gets
// the failure (answered 409 by server/http/errors.ts via server/db/failures.ts).
import type { Kysely, Transaction } from 'kysely';
import { isConnectionLost, isWriteConflict } from './failures';
import type { DB } from './types';

export const CONFLICT_ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` (a whole transaction, with no effect outside it) again when it lost a race. */
export async function retryOnConflict<T>(work: () => Promise<T>, attempts = CONFLICT_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isWriteConflict(err)) throw err;
      // Random back-off, so the transactions that collided do not collide again in step.
      await pause(Math.random() * 20 * attempt);
    }
  }
}

/** One write transaction, run again when it lost a race: `work` must have no effect outside the database. */
export function writeTransaction<T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return retryOnConflict(() => db.transaction().execute(work));
}

/** Pooled connections a terminated backend may have left behind, each failing once before the pool drops it. */
const LOST_ATTEMPTS = 4;

/**
 * A read, run again on another connection when its pooled one turned out dead (a restart or failover
 * ends every idle backend; the pool hears of each only when it is used). Only for reads: a write whose
 * connection broke may or may not have committed.
 */
export async function readAgainIfLost<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      if (attempt >= LOST_ATTEMPTS || !isConnectionLost(err)) throw err;
    }
  }
}
