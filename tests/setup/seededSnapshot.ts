// One migrated, demo-seeded database made once per test run, which every test server then copies:
// opening PGlite and seeding it took 5–8 s per server, loading a dump takes about 1.5 s, and
// PostgreSQL copies a template database in a fraction of a second. Made by the global setup
// (tests/setup/global.ts) and read by the harness (tests/server/harness.ts).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { ResourceDeclaration } from '../../src/schema';
import { openPGlite, openPostgres } from '../../server/db/connect';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed';
import { adminQuery, databaseUrl } from '../shared/postgres';
import { serverModules } from '../../server/app';

export const SEED_PASSWORD = 'test-pass';

export interface SeededSnapshot {
  /** A PGlite data-directory dump (tar) of the seeded database. */
  pgliteFile?: string;
  /** A database on the DATABASE_URL server to copy with `create database … template`. */
  postgresTemplate?: string;
}

export async function makePGliteSnapshot(resources: ResourceDeclaration[], file: string): Promise<void> {
  const database = await openPGlite('memory://');
  await migrate(database.db, resources, serverModules);
  await seedDemo(database.db, resources, serverModules, SEED_PASSWORD);
  const dump = await database.pglite!.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
}

let loaded: { file: string; bytes: Uint8Array<ArrayBuffer> } | undefined;
/** The dump as a Blob for PGlite's loadDataDir, read from disk once per worker. */
export function pgliteSnapshot(file: string | undefined): Blob | undefined {
  if (!file || !existsSync(file)) return undefined;
  if (loaded?.file !== file) loaded = { file, bytes: new Uint8Array(readFileSync(file)) };
  return new Blob([loaded.bytes]);
}

export async function makePostgresTemplate(resources: ResourceDeclaration[], adminUrl: string, name: string): Promise<() => Promise<void>> {
  await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(adminUrl, `create database ${name}`);
  const database = await openPostgres(databaseUrl(adminUrl, name));
  await migrate(database.db, resources, serverModules);
  await seedDemo(database.db, resources, serverModules, SEED_PASSWORD);
  // A template must have no open connection when it is copied.
  await database.close();
  return () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
}
