// Where a 500-row list page's time goes in the browser: a JavaScript CPU profile and the renderer's
// own durations (script, style, layout) of the first paint after the data and of the scroll, for one
// list. A diagnostic, not a bench (no ratio). Best on an unminified build, for readable names:
//   npx vite build --minify false --outDir /tmp/dist-prof
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test STATIC_DIR=/tmp/dist-prof LIST=materials node_modules/.bin/tsx bench/screens/listProfile.ts
import type { CDPSession } from 'playwright-core';
import { runBench, withBrowserBench } from '../lib/browserBench';
import { LISTS, scrollThrough, visit } from './listPageSteps';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const METRICS = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];

async function metrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return Object.fromEntries(metrics.filter((m) => METRICS.includes(m.name)).map((m) => [m.name, m.value * 1000]));
}

/** Self time by function (name, file, line), the top `top`, and by file. */
function summarise(profile: Profile, top = 25): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const byFile = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const file = frame.url.split('/').pop() || '(native)';
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    self.set(key, (self.get(key) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  });
  const lines = (m: Map<string, number>, n: number) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `  ${v.toFixed(1).padStart(8)} ms  ${k}`)
      .join('\n');
  return `by file:\n${lines(byFile, 8)}\nby function (self):\n${lines(self, top)}`;
}

async function profiled<T>(cdp: CDPSession, label: string, step: () => Promise<T>): Promise<T> {
  const before = await metrics(cdp);
  await cdp.send('Profiler.start');
  const value = await step();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  const after = await metrics(cdp);
  const spent = METRICS.map((m) => `${m.replace('Duration', '')} ${(after[m] - before[m]).toFixed(0)} ms`).join(', ');
  console.log(`\n== ${label}: ${JSON.stringify(value)}\n${spent}\n${summarise(profile)}`);
  return value;
}

const list = LISTS.find((l) => l.name.startsWith(process.env.LIST ?? 'materials'))!;
runBench(() =>
  withBrowserBench(async ({ server, signedInPage }) => {
    const page = await signedInPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    for (let run = 0; run < 2; run++) {
      await page.goto(server.url + '/home');
      await page.locator('#main-content h1').first().waitFor();
      if (run === 0) {
        await visit(page, list.path, list.api);
        await scrollThrough(page);
        continue;
      }
      await profiled(cdp, `${list.name}: navigation to rows on screen`, () => visit(page, list.path, list.api));
      await page.waitForTimeout(1000);
      await profiled(cdp, `${list.name}: scroll top to bottom`, () => scrollThrough(page));
    }
  }),
);
