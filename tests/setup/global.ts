// Vitest global setup of the unit/server/app run: makes the seeded snapshot once (see seededSnapshot.ts)
// and hands its whereabouts to the test files.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resources } from '../../src/modules/declarations';
import { makePGliteSnapshot, makePostgresTemplate, type SeededSnapshot } from './seededSnapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshot: SeededSnapshot;
  }
}

export default async function setup(project: TestProject) {
  const dir = resolve('.tmp/seed-snapshot');
  mkdirSync(dir, { recursive: true });
  const pgliteFile = resolve(dir, `pglite-${process.pid}.tar`);
  const adminUrl = process.env.DATABASE_URL;
  const postgresTemplate = adminUrl ? `test_template_${process.pid}` : undefined;
  const [, dropTemplate] = await Promise.all([
    makePGliteSnapshot(resources, pgliteFile),
    adminUrl && postgresTemplate ? makePostgresTemplate(resources, adminUrl, postgresTemplate) : undefined,
  ]);
  project.provide('seededSnapshot', { pgliteFile, postgresTemplate });
  return async () => {
    await dropTemplate?.();
    rmSync(pgliteFile, { force: true });
  };
}
