// axe-core on the page in the browser, and the moves between screens the walk makes.
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** A message key shown instead of its words (e.g. "screens.customer_order.tabs.items"). */
const RAW_KEY = /(?<![\w@/.-])(?:screens|resources|app|ra)\.[a-z_]\w*\.[\w.]*\w/g;

/**
 * Serious and critical axe violations, a page without exactly one h1, and raw message keys on it.
 * `keys: false` skips the raw-key look where the caller reads the page's words itself (the sweep).
 */
export async function audit(page: Page, route: string, { keys: lookForKeys = true } = {}): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  // The leaving screen's heading may linger a moment while the next one mounts: count once settled
  // (10 s: a loaded CI machine once read two h1s on a screen that has one, within 5 s).
  await expect.poll(() => page.locator('h1').count(), { timeout: 10_000 }).toBe(1).catch(() => undefined);
  const h1s = await page.locator('h1').evaluateAll((hs) => hs.map((h) => `"${h.textContent?.trim() ?? ''}"${h.hasAttribute('data-shell-heading') ? ' (shell)' : ''}`));
  const heading: Finding[] = h1s.length === 1 ? [] : [{ route, rule: 'one-h1', impact: 'serious', targets: [`${h1s.length} h1 elements: ${h1s.join(', ')}`] }];
  const keys = lookForKeys ? [...new Set((await page.locator('body').innerText()).match(RAW_KEY) ?? [])] : [];
  const words: Finding[] = keys.length ? [{ route, rule: 'raw-message-key', impact: 'serious', targets: keys }] : [];
  return [...heading, ...words, ...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ route, ...v }))];
}

export const report = (findings: Finding[]) => findings.map((f) => `${f.route}  ${f.rule} (${f.impact})  ${f.targets.join(' | ')}`);

/** Opens a path inside the running app (react-router follows popstate): no reload per screen. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // React renders the new route in a task of its own: let it commit before settle() reads the
    // page, or settle() could take the leaving screen, already loaded, for the new one.
    await new Promise((done) => setTimeout(done));
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  }, path);
}

/** How long the page must stay loaded before it is read: a mounted screen starts its queries a tick later. */
const QUIET_MS = 200;
/**
 * The same where the page counts its requests (countRequests): a request under way holds the page as
 * loading by itself, so the quiet only has to outlast the frame or two in which a screen that has just
 * rendered its data starts the next query (a list's references).
 */
const QUIET_COUNTED_MS = 80;

/**
 * Counts the page's requests under way (fetch and XMLHttpRequest) in `window.__pendingRequests`, for
 * settle(): every page of the context, from its first script on.
 */
export async function countRequests(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __pendingRequests: number };
    w.__pendingRequests = 0;
    const done = () => {
      w.__pendingRequests--;
    };
    const fetch = window.fetch;
    window.fetch = (...args: Parameters<typeof fetch>) => {
      w.__pendingRequests++;
      return fetch(...args).finally(done);
    };
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<typeof send>) {
      w.__pendingRequests++;
      this.addEventListener('loadend', done, { once: true });
      return send.apply(this, args);
    };
  });
}

/**
 * Waits until the new screen's own content is there and has stayed so for QUIET_MS, then for its
 * heading to hold the focus (the shell moves it there). Not there while a lazy part (the screen's
 * chunk) suspends: the shell's spinner shows only after a second, so until then the content area is
 * an empty frame; nor while react-admin's loading indicator in the app bar (a query or mutation
 * pending), the shell's page-loading spinner or react-admin's Loading shows, nor while a CSS
 * transition runs. Bounded: a screen still loading after 10 s is read as it is (the browser tests
 * run beside the others, scripts/test.mjs): what it still waited for is returned then.
 */
export async function settle(page: Page): Promise<string | undefined> {
  const mark = `settled${Math.random()}`;
  const loaded = await page
    .waitForFunction(
      ({ quietMs, quietCountedMs, mark }) => {
        const w = window as unknown as Record<string, number | string | undefined>;
        const content = document.getElementById('main-content');
        // An indeterminate spinner (no aria-valuenow); a determinate one is a meter the screen shows.
        const spinner = document.querySelector('[role="progressbar"]:not([aria-valuenow]), .RaLoading-root');
        // React's fibers: a Suspense boundary (tag 13) with state shows its fallback. The element's own
        // fiber may be the stale one of the two React keeps: the content's is found in the current tree,
        // from the root (tag 3), whose FiberRoot (stateNode) knows the current one.
        type Fiber = { tag: number; memoizedState: unknown; stateNode: unknown; child: Fiber | null; sibling: Fiber | null; return: Fiber | null };
        const key = content ? Object.keys(content).find((k) => k.startsWith('__reactFiber$')) : undefined;
        let top = key ? (content as unknown as Record<string, Fiber>)[key] : undefined;
        while (top?.return) top = top.return;
        const stack: Fiber[] = top?.tag === 3 && !spinner ? [(top.stateNode as { current: Fiber }).current] : [];
        let inContent = false;
        let suspended = false;
        while (!suspended && stack.length) {
          const fiber = stack.pop()!;
          if (!inContent && fiber.stateNode === content) {
            // Only what is under the content element: drop the rest of the tree.
            inContent = true;
            stack.length = 0;
            if (fiber.child) stack.push(fiber.child);
            continue;
          }
          suspended = inContent && fiber.tag === 13 && fiber.memoizedState !== null;
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        // A CSS transition under way (a button fading from disabled to enabled as its data arrives):
        // axe reads the blend of its colours, e.g. PSI's Export at 2.56:1 a moment before 4.5:1.
        const moving = document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running');
        const requests = (w.__pendingRequests as number | undefined) ?? 0;
        const why = requests
          ? `${requests} request(s) under way`
          : spinner
            ? `a spinner: ${spinner.outerHTML.slice(0, 160)}`
            : !inContent
              ? 'no content area in React\'s tree'
              : suspended
                ? 'a lazy part'
                : moving
                  ? 'a transition'
                  : undefined;
        w[`${mark}why`] = why;
        if (why) return (w[mark] = undefined), false;
        w[mark] ??= performance.now();
        return performance.now() - (w[mark] as number) >= ('__pendingRequests' in w ? quietCountedMs : quietMs);
      },
      { quietMs: QUIET_MS, quietCountedMs: QUIET_COUNTED_MS, mark },
      { timeout: 10_000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  const why = loaded ? undefined : await page.evaluate((m) => String((window as unknown as Record<string, unknown>)[`${m}why`] ?? 'quiet'), mark);
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 2_000 }).catch(() => undefined);
  return why;
}

/** The first record of the list on screen, opened by a click on its row: its id, or undefined. */
export async function firstRecordId(page: Page, listPath: string): Promise<string | undefined> {
  const row = page.locator('tbody tr td:not(:first-child)').first();
  if (!(await row.isVisible().catch(() => false))) return undefined;
  await row.click();
  const opened = await page.waitForURL((u) => u.pathname.startsWith(listPath + '/') && u.pathname !== listPath, { timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  if (!opened) return undefined;
  return new URL(page.url()).pathname.slice(listPath.length + 1).split('/')[0];
}
