// Starts the product once on a fresh embedded database (migrated and seeded as `npm start` does),
// stops it, and keeps its data folder: every test file's server starts from a copy of it.
import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer } from './serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSeededDataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const first = await startServer();
  await first.stop(true);
  project.provide('e2eSeededDataDir', first.dataDir);
  return () => rmSync(first.dataDir, { recursive: true, force: true });
}
