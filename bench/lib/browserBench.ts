// The frame of a browser bench: a scratch database with the demo data, the built app served from it,
// and a 1440x900 page signed in as admin; everything dropped again however the bench ends.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../../tests/e2e/browser';
import { signIn } from '../../tests/e2e/signIn';
import { benchDatabase, BENCH_PASSWORD } from './materials';
import { startServerProcess, type BenchServer } from './serverProcess';

export type BenchDatabase = Awaited<ReturnType<typeof benchDatabase>>;

export interface BrowserBench {
  scratch: BenchDatabase;
  server: BenchServer;
  browser: Browser;
  /** Opens a 1440x900 page signed in as the bench's admin. */
  signedInPage: () => Promise<Page>;
}

/** `prepare` fills the scratch database before the server starts (the server caches nothing it loads later). */
export async function withBrowserBench(run: (bench: BrowserBench) => Promise<void>, prepare?: (scratch: BenchDatabase) => Promise<void>): Promise<void> {
  const scratch = await benchDatabase();
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  try {
    await prepare?.(scratch);
    server = await startServerProcess({ DATABASE_URL: scratch.url, STATIC_DIR: process.env.STATIC_DIR ?? 'dist', SEED_DEMO: 'false' });
    browser = await launchBrowser();
    const [url, b] = [server.url, browser];
    const signedInPage = async () => {
      const page = await b.newPage({ viewport: { width: 1440, height: 900 } });
      // tsx names the functions it compiles with a helper the page does not have.
      await page.addInitScript('window.__name = (f) => f');
      await signIn(page, url, 'admin', BENCH_PASSWORD);
      return page;
    };
    await run({ scratch, server, browser, signedInPage });
  } finally {
    await browser?.close();
    await server?.stop();
    await scratch.drop();
  }
}

/** Runs a bench's main, printing its error and exiting 1 when it throws. */
export function runBench(main: () => Promise<void>): void {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
