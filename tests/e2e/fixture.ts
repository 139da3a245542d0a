// One app server (a child process on a scratch database) and one headless browser for a test file:
// started before its tests, stopped after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { newDatabaseName, startServer, type RunningServer } from './serverProcess';

export interface E2eSetup {
  server: RunningServer;
  browser: Browser;
}

/** Registers the file's start and stop hooks; the fields are set once beforeAll has run. */
export function serverAndBrowser(): E2eSetup {
  const setup = {} as E2eSetup;
  beforeAll(async () => {
    // Side by side: the browser's launch overlaps the server's start instead of following it; what
    // started is kept (and stopped after) even when the other failed.
    const [server, browser] = await Promise.allSettled([startSeededServer(), launchBrowser()]);
    if (server.status === 'fulfilled') setup.server = server.value;
    if (browser.status === 'fulfilled') setup.browser = browser.value;
    for (const r of [server, browser]) if (r.status === 'rejected') throw r.reason;
  });
  afterAll(async () => {
    await setup.browser?.close();
    await setup.server?.stop();
  });
  return setup;
}

/** A server on a copy of the run's seeded data (on PostgreSQL when the run has it: see globalSetup.ts). */
export function startSeededServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const seeded = inject('e2eSeeded');
  return startServer(env, seeded, seeded.database ? newDatabaseName('file') : undefined);
}
