// A database of the bench's own: a scratch PostgreSQL database created next to DATABASE_URL's (and
// dropped afterwards), or an in-memory PGlite when no DATABASE_URL is set. Never the `test` tables.
import { randomBytes } from 'node:crypto';
import { openPGlite, openPostgres, type Database } from '../../server/db/connect';
import { adminQuery, databaseUrl } from '../../tests/shared/postgres';

export interface ScratchDatabase {
  database: Database;
  /** Connection string of the scratch database (undefined for PGlite). */
  url?: string;
  drop: () => Promise<void>;
}

export async function scratchDatabase(opts: { postgresOnly?: boolean } = {}): Promise<ScratchDatabase> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    if (opts.postgresOnly) throw new Error('set DATABASE_URL=postgres://... (a scratch database is created next to it)');
    return { database: await openPGlite('memory://'), drop: async () => {} };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(url, `create database ${name}`);
  const scratchUrl = databaseUrl(url, name);
  const database = await openPostgres(scratchUrl);
  return {
    database,
    url: scratchUrl,
    drop: async () => {
      await database.close().catch(() => {});
      // The pool's connections may still be closing: wait for them rather than kill them (a killed
      // idle connection raises an error event nobody listens to any more); force only at the end.
      for (let attempt = 0; attempt < 50; attempt++) {
        try {
          return await adminQuery(url, `drop database if exists ${name}`);
        } catch (e) {
          if ((e as { code?: string }).code !== '55006') throw e; // 55006: still in use
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
