// axe-core over every registered route as admin (and /login): no serious or critical violation, and
// exactly one h1 per page; a dark-mode page too, the mode kept for the user over a sign-out. Routes
// come from the route table, so a new screen is checked without touching this file; a list resource
// adds its first record's show and edit pages.
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable } from '../../src/routes';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

// Public pages outside the signed-in frame, and paths that only redirect (single sign-on's callback,
// the API doc ticket hop to the server's own /doc page).
const NOT_SCREENS = new Set(['/auth/callback', '/register', '/recover', '/resetPwd', '/apiDoc']);

interface Finding {
  route: string;
  rule: string;
  impact: string;
  targets: string[];
}

/**
 * Findings that belong to another slice of the generic-screens work (row checkboxes: lists; form
 * fields: forms). The lead empties this list after merging those branches; each entry says why.
 */
const ALLOWED_ELSEWHERE: { rule: string; target: RegExp; why: string }[] = [];

const allowed = (f: Finding) => ALLOWED_ELSEWHERE.some((a) => a.rule === f.rule && f.targets.every((t) => a.target.test(t)));

async function audit(page: Page, route: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  const h1s = await page.locator('h1').count();
  const heading: Finding[] = h1s === 1 ? [] : [{ route, rule: 'one-h1', impact: 'serious', targets: [`${h1s} h1 elements`] }];
  return [...heading, ...violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ route, ...v }))];
}

/** Opens a path inside the running app (react-router follows popstate): no reload per screen. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits for the new page's heading to take the focus (the shell moves it) and for loading to end. */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => document.activeElement?.tagName === 'H1', undefined, { timeout: 5_000 }).catch(() => undefined);
  await expect.poll(() => page.locator('[role="progressbar"]').count(), { timeout: 15_000 }).toBe(0).catch(() => undefined);
}

/** The first record of the list on screen, opened by a click on its row: its id, or undefined. */
async function firstRecordId(page: Page, listPath: string): Promise<string | undefined> {
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

const screens = routeTable.filter((r) => !NOT_SCREENS.has(r.path));
/** Screens by their path's first segment (/basic, /management, ...): one test each, so each keeps its own time as the product grows. */
const groupOf = (path: string) => path.split('/')[1] ?? '';
const GROUPS = [...new Set(screens.map((r) => groupOf(r.path)))].sort();

describe('accessibility of every screen', () => {
  let context: BrowserContext;
  let page: Page;
  let adminId: number | undefined;
  const skipped: string[] = [];
  let audited = 0;

  beforeAll(async () => {
    context = await e2e.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
  });
  afterAll(async () => {
    console.info(`a11y: ${audited} pages audited; skipped (no record): ${skipped.join(', ') || 'none'}`);
    await context?.close();
  });

  const report = (findings: Finding[]) => findings.filter((f) => !allowed(f)).map((f) => `${f.route}  ${f.rule} (${f.impact})  ${f.targets.join(' | ')}`);

  it('finds no serious or critical violation on the sign-in page', async () => {
    await page.goto(e2e.server.url + '/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const findings = await audit(page, '/login');
    audited++;
    await signIn(page, e2e.server.url, 'admin');
    adminId = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id as number | undefined);
    expect(report(findings)).toEqual([]);
  });

  it.each(GROUPS)('finds no serious or critical violation and one h1 per page under /%s', async (group) => {
    const findings: Finding[] = [];
    const visit = async (path: string) => {
      if (new URL(page.url()).pathname !== path) await navigate(page, path);
      await settle(page);
      audited++;
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      const found = await audit(page, path);
      if (focused !== 'H1') found.push({ route: path, rule: 'focus-to-heading', impact: 'serious', targets: [`focus on ${focused}`] });
      for (const f of found) console.info(`a11y ${f.route}  ${f.rule} (${f.impact})  ${f.targets.join(' | ')}`);
      findings.push(...found);
    };
    const mine = screens.filter((r) => groupOf(r.path) === group);
    // Lists first: their first records give the ids the record and sub-screens open.
    const ids = new Map<string, string>();
    for (const r of mine.filter((s) => !s.path.includes(':'))) {
      await visit(r.path);
      if (r.view !== 'list') continue;
      const id = await firstRecordId(page, r.path);
      if (id === undefined) continue;
      ids.set(r.path, id);
      await settle(page);
      await visit(`${r.path}/${id}/show`);
      await visit(`${r.path}/${id}`);
    }
    // Parameterised screens: the id of a record of their parent list (myInfo: the admin's own).
    for (const r of mine.filter((s) => s.path.includes(':'))) {
      const parent = mine.find((s) => s.path !== r.path && r.path.startsWith(s.path + '/') && ids.has(s.path));
      const id = r.path.startsWith('/myInfo/') ? String(adminId) : r.path.startsWith('/system/roles/roleManagement/') ? '1' : parent && ids.get(parent.path);
      if (!id) {
        skipped.push(r.path);
        continue;
      }
      await visit(r.path.replace(/:\w+/, id));
    }
    expect(report(findings)).toEqual([]);
  }, 170_000);

  it('audits dark mode too, and keeps it for the user over a sign-out', async () => {
    // react-admin's switch in the app bar.
    await navigate(page, '/basic/customer/bgManagement');
    await settle(page);
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await expect.poll(background).toBe('rgb(49, 49, 49)');
    const findings = await audit(page, '/basic/customer/bgManagement (dark)');
    audited++;
    await page.getByRole('button', { name: /Administrator/ }).click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await signIn(page, e2e.server.url, 'admin');
    await expect.poll(background).toBe('rgb(49, 49, 49)');
    expect(report(findings)).toEqual([]);
  });
});
