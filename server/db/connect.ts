// Opens the database: embedded PGlite by default, PostgreSQL when DATABASE_URL is set.
// Both return the same value shapes: bigint ids and numerics as numbers, dates as YYYY-MM-DD.
import { PGlite, types } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB } from './types';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database, when that is what runs (snapshots in tests). */
  pglite?: PGlite;
}

const toNumber = (v: string) => (v === null ? null : Number(v));
const toIntArray = (v: string) => (v === '{}' ? [] : v.slice(1, -1).split(',').map(Number));
const keep = (v: string) => v;

const INT8_ARRAY = 1016;
const NUMERIC_ARRAY = 1231;

export async function openPGlite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const pglite = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    loadDataDir,
    parsers: {
      [types.INT8]: toNumber,
      [types.NUMERIC]: toNumber,
      [types.DATE]: keep,
      [INT8_ARRAY]: toIntArray,
      [NUMERIC_ARRAY]: toIntArray,
    },
  });
  const { PGliteDialect } = await import('./pgliteDialect');
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await db.destroy();
      await pglite.close();
    },
  };
}

/** How a lost connection is reported; the pool itself drops the broken client and opens a new one. */
export type ConnectionErrorListener = (err: Error) => void;

const warnLost: ConnectionErrorListener = (err) => console.warn(`PostgreSQL connection lost (a new one is opened on the next query): ${err.message}`);

/**
 * A statement whose text starts with a name comment, `/* name:session-user *\/ select …`, is prepared
 * once per connection under that name and then only bound and run: PostgreSQL plans it once, not on
 * every call. For hot statements of fixed text only (a name always comes with the same text).
 */
const NAMED = /^\/\* name:([\w-]+) \*\//;

class NamingClient extends pg.Client {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's own overloads, passed through
  query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' ? NAMED.exec(config)?.[1] : undefined;
    return name ? super.query({ name, text: config, values }, callback) : super.query(config, values, callback);
  }
}

export async function openPostgres(url: string, onConnectionError: ConnectionErrorListener = warnLost): Promise<Database> {
  const parsers: Record<number, (v: string) => unknown> = {
    20: toNumber,
    1700: toNumber,
    1082: keep,
    [INT8_ARRAY]: toIntArray,
    [NUMERIC_ARRAY]: toIntArray,
  };
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    Client: NamingClient,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // A terminated backend (restart, failover, idle timeout, pg_terminate_backend) makes its client emit
  // 'error'; unheard, that event ends the process. The pool hears idle clients; a client lent to a
  // query is heard here, its query fails on its own, and the pool drops it when it comes back.
  pool.on('error', onConnectionError);
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPGlite(opts.dataDir);
}
