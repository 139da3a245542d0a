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

export async function openPostgres(url: string): Promise<Database> {
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
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPGlite(opts.dataDir);
}
