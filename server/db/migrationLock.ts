// Replicas may start together on one database: whoever changes the schema (or seeds it) holds a
// PostgreSQL advisory lock, and the others wait for it, then find the work done. The lock is held by
// one session (a connection kept for the whole work) and ends with it, so a process that dies while
// holding it does not block the next start. PGlite is one process; the same lock is free there.
import { sql, type Kysely } from 'kysely';
import type { DB } from './types';

const LOCK_KEY = sql`hashtext('distri-admin: schema migrations')`;

/** Runs `work` on one connection holding the migration lock. Nested calls on that connection just run. */
export function withMigrationLock<T>(db: Kysely<DB>, work: (conn: Kysely<DB>) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${LOCK_KEY})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_KEY})`.execute(conn);
    }
  });
}
