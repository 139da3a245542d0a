// The walk over the route table as admin: every screen of the given groups, each list's first
// record's show and edit pages, and the parameterised screens with a record of their parent list.
// Routes come from the route table, so a new screen is checked without touching the tests.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildRegistry } from '../../../src/registry';
import type { E2eSetup } from '../fixture';
import { signIn } from '../signIn';
import { audit, firstRecordId, navigate, report, settle, type Finding } from './audit';

const { routeTable } = buildRegistry();

// Public pages outside the signed-in frame, and paths that only redirect (single sign-on's callback,
// the API doc ticket hop to the server's own /doc page).
const NOT_SCREENS = new Set(['/auth/callback', '/register', '/recover', '/resetPwd', '/apiDoc']);
const screens = routeTable.filter((r) => !NOT_SCREENS.has(r.path));

/**
 * A screen's group: its path's first segment (/basic, /shipment, ...), and the first two under
 * /management, the largest: one test each, so each keeps its own time as the product grows.
 */
export const groupOf = (path: string) => {
  const [, first = '', second = ''] = path.split('/');
  return first === 'management' ? `${first}/${second}` : first;
};
export const GROUPS = [...new Set(screens.map((r) => groupOf(r.path)))].sort();

export interface Walk {
  page: () => Page;
  /** Counts a page audited outside the walk (the sign-in page, dark mode). */
  counted: () => void;
}

/** Registers one test per group on a signed-in admin page of the file's server and browser. */
export function walkScreens(e2e: E2eSetup, groups: string[]): Walk {
  let context: BrowserContext;
  let page: Page;
  let adminId: number | undefined;
  const skipped: string[] = [];
  let audited = 0;

  beforeAll(async () => {
    context = await e2e.browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    await signIn(page, e2e.server.url, 'admin');
    adminId = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id as number | undefined);
  });
  afterAll(async () => {
    console.info(`a11y: ${audited} pages audited under ${groups.join(', ')}; skipped (no record): ${skipped.join(', ') || 'none'}`);
    await context?.close();
  });

  it.each(groups)('finds no serious or critical violation and one h1 per page under /%s', async (group) => {
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

  return { page: () => page, counted: () => audited++ };
}
