// axe-core on the page in the browser, and the moves between screens the walk makes.
import axe from 'axe-core';
import type { Page } from 'playwright-core';
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
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Waits for the new page's heading to take the focus (the shell moves it) and for loading to end.
 * The browser tests run beside the other tests (scripts/test.mjs): a lazy screen can take seconds.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 10_000 }).catch(() => undefined);
  await expect.poll(() => page.locator('[role="progressbar"]').count(), { timeout: 15_000 }).toBe(0).catch(() => undefined);
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
