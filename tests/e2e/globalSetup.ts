// Starts the product once on a fresh database (migrated and seeded as `npm start` does), stops it,
// and keeps its data: every test file's server starts from a copy of it. With a PostgreSQL server in
// the run (DATABASE_URL) that database is PostgreSQL and the copies are template copies; without one,
// the embedded database's folder is copied.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { adminQuery, newDatabaseName, startServer, type Seeded } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSeeded: Seeded;
  }
}

export default async function setup(project: TestProject) {
  const database = process.env.DATABASE_URL ? newDatabaseName('seed') : undefined;
  const first = await startServer({}, undefined, database);
  await first.stop(true);
  project.provide('e2eSeeded', { dataDir: first.dataDir, database });
  return async () => {
    rmSync(first.dataDir, { recursive: true, force: true });
    if (database) await adminQuery(`drop database if exists ${database} with (force)`);
  };
}
