// One app server (a child process on a scratch database) and one headless browser for a test file:
// started before its tests, stopped after them.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './serverProcess';

export interface E2eSetup {
  server: RunningServer;
  browser: Browser;
}

/** Registers the file's start and stop hooks; the fields are set once beforeAll has run. */
export function serverAndBrowser(): E2eSetup {
  const setup = {} as E2eSetup;
  beforeAll(async () => {
    setup.server = await startServer({}, inject('e2eSeededDataDir'));
    setup.browser = await launchBrowser();
  });
  afterAll(async () => {
    await setup.browser?.close();
    await setup.server?.stop();
  });
  return setup;
}
