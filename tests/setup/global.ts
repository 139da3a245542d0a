// Vitest global setup of the unit/server/app run: makes the seeded snapshot once (see seededSnapshot.ts)
// and hands its whereabouts to the test files.
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { resources } from '../../src/resources/declarations';
import { makePGliteSnapshot, makePostgresTemplate, type SeededSnapshot } from './seededSnapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    seededSnapshot: SeededSnapshot;
  }
}

interface Made {
  snapshot: SeededSnapshot;
  users: number;
  drop: () => Promise<void>;
}

async function make(): Promise<Made> {
  const dir = resolve('.tmp/seed-snapshot');
  mkdirSync(dir, { recursive: true });
  const pgliteFile = resolve(dir, `pglite-${process.pid}.tar`);
  const adminUrl = process.env.DATABASE_URL;
  const postgresTemplate = adminUrl ? `test_template_${process.pid}` : undefined;
  const [, dropTemplate] = await Promise.all([
    makePGliteSnapshot(resources, pgliteFile),
    adminUrl && postgresTemplate ? makePostgresTemplate(resources, adminUrl, postgresTemplate) : undefined,
  ]);
  return {
    snapshot: { pgliteFile, postgresTemplate },
    users: 0,
    drop: async () => {
      await dropTemplate?.();
      rmSync(pgliteFile, { force: true });
    },
  };
}

// Each test project (vitest.config.ts) runs the global setup: the snapshot is made by the first and
// dropped after the last, kept on globalThis because each project may load this file afresh.
const holder = globalThis as { seededSnapshotRun?: Promise<Made> };

export default async function setup(project: TestProject) {
  holder.seededSnapshotRun ??= make();
  const made = await holder.seededSnapshotRun;
  made.users++;
  project.provide('seededSnapshot', made.snapshot);
  return async () => {
    if (--made.users > 0) return;
    holder.seededSnapshotRun = undefined;
    await made.drop();
  };
}
