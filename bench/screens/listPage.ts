// A list page of 500 rows (the spec's largest page) in the real browser: from an in-app navigation to
// its rows on screen, split at the moment the list's data arrives, and the DOM it leaves. Against the
// raw work in the same page: the same 500 rows' answer as a bare <table> of text, built and painted.
// Then a scroll through the rows, top to bottom in 120 frames, for the frame rate. Run on a build (`npx vite build`):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test STATIC_DIR=dist node_modules/.bin/tsx bench/screens/listPage.ts
// (RUNS=3 navigations per list, medians). The server runs on a scratch PostgreSQL database with the
// demo data (bench/lib), which holds over 500 materials, purchase orders and inventory changes.
import { runBench, withBrowserBench } from '../lib/browserBench';
import { median, ratio } from '../lib/timing';
import { bareTable, LISTS, scrollThrough, SIZE, visit, type Visit } from './listPageSteps';

const RUNS = Number(process.env.RUNS ?? 3);
/** LIST=materials (a name's start) measures that list only. */
const ONLY = process.env.LIST;

runBench(() =>
  withBrowserBench(async ({ server, signedInPage }) => {
    const page = await signedInPage();
    console.log(`list pages of ${SIZE} rows, ${RUNS} in-app navigations each after one warm-up (medians), 1440x900, admin`);
    for (const list of LISTS.filter((l) => !ONLY || l.name.startsWith(ONLY))) {
      const visits: Visit[] = [];
      const raw: number[] = [];
      const rawFps: number[] = [];
      const fps: number[] = [];
      const reached: number[] = [];
      for (let run = -1; run < RUNS; run++) {
        await page.goto(server.url + '/home');
        await page.locator('#main-content h1').first().waitFor();
        const v = await visit(page, list.path, list.api);
        const f = await scrollThrough(page);
        const r = await bareTable(page, list.api);
        if (run < 0) continue;
        visits.push(v);
        fps.push(f.fps);
        reached.push(f.rows);
        raw.push(r.ms);
        rawFps.push(r.fps);
      }
      const toData = median(visits.map((v) => v.toData));
      const toRows = median(visits.map((v) => v.dataToRows));
      const bare = median(raw);
      console.log(
        `${list.name.padEnd(18)} navigation to data ${toData.toFixed(0)} ms, data to ${SIZE} rows on screen ${toRows.toFixed(0)} ms (aim <= 500)` +
          `  bare table ${bare.toFixed(0)} ms  ratio ${ratio(toRows, bare)}` +
          `  DOM ${median(visits.map((v) => v.domNodes))} nodes (rows ${median(visits.map((v) => v.rowNodes))})  scroll ${median(fps).toFixed(0)} fps (bare table ${median(rawFps).toFixed(0)} fps), ${Math.min(...reached)} rows rendered at the end`,
      );
    }
  }),
);
