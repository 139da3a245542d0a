// The walk over the route table, as admin (who may open every screen): each screen of the given
// groups, each list's first record (opened by a click on its row) and the parameterised screens,
// through links found on the screens before them or a record of their parent list. Each page is
// audited once (axe-core, one h1 holding the focus) and read at 1440 and 1280 px in English, then
// again in Chinese (but for generic record pages, whose Chinese the unit tests read). One walk for both: a page is opened and settled once for all its checks.
import type { BrowserContext, Page } from 'playwright-core';
import { matchPath } from 'react-router-dom';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { audit, countRequests, firstRecordId, navigate, report, settle, type Finding } from '../a11y/audit';
import type { E2eSetup } from '../fixture';
import { signIn } from '../signIn';
import { openPaged } from './listParams';
import { groupOf, isGenericRecordPage, SCREENS } from './groups';
import { measure, type Figures } from './measure';

export const WIDTHS = [1440, 1280] as const;
/** A list is dense by default: rows no taller than this. */
export const MAX_ROW_PX = 40;

export interface Summary {
  pages: number;
  widest: { path: string; width: number; viewport: number };
  rawWords: string[];
  english: string[];
  notVisited: string[];
  /** Pages audited by axe-core. */
  audited: number;
  /** Parameterised screens opened through a link found on an earlier screen, and by a record id put in the path. */
  byLink: string[];
  byId: string[];
}

/** The id values a parameterised path is opened with: the first link on a visited page that matches it. */
function linkedPath(pattern: string, hrefs: Set<string>): string | undefined {
  for (const href of hrefs) if (matchPath({ path: pattern, end: true }, href)) return href;
  return undefined;
}

async function hrefsOn(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('a[href]')].map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/** Resizes the viewport and waits two frames for the layout to follow. */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from, exact: true }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await page.locator('html[lang]').first().waitFor();
}

/**
 * The screen's figures once its rows have their final height. A list's columns size themselves as
 * their cells arrive and its fonts load; on a loaded machine the first reading caught rows of 53 and
 * 73 px that were 33 px a moment later. A row still taller than the limit after 3 s is a finding.
 */
async function settledFigures(page: Page, chinese: boolean, recordPage: boolean): Promise<Figures> {
  let f = await measure(page, chinese, recordPage);
  for (let waited = 0; f.tallestRow > MAX_ROW_PX && waited < 3_000; waited += 250) {
    await page.waitForTimeout(250);
    f = await measure(page, chinese, recordPage);
  }
  return f;
}

/** Registers one test per group on a signed-in admin page of the file's server and browser. */
export function sweepGroups(e2e: E2eSetup, groups: string[], file: string) {
  let context: BrowserContext;
  let page: Page;
  let adminId: number | undefined;
  const summary: Summary = { pages: 0, widest: { path: '', width: 0, viewport: 0 }, rawWords: [], english: [], notVisited: [], audited: 0, byLink: [], byId: [] };

  beforeAll(async () => {
    context = await e2e.browser.newContext({ bypassCSP: true, locale: 'en-US', viewport: { width: WIDTHS[0], height: 900 } });
    await countRequests(context);
    page = await context.newPage();
    await signIn(page, e2e.server.url, 'admin');
    adminId = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').id as number | undefined);
  });
  afterAll(async () => {
    const w = summary.widest;
    console.info(
      [
        `sweep ${file}: ${summary.pages} pages checked (${groups.length} groups) at ${WIDTHS.join(' and ')} px, English and Chinese; ${summary.audited} audited by axe-core`,
        `  widest page: ${w.path} ${w.width} px in a ${w.viewport} px viewport`,
        `  raw words found: ${summary.rawWords.length} ${summary.rawWords.join(' | ')}`,
        `  English on zh-CN pages: ${summary.english.length} ${summary.english.join(' | ')}`,
        `  parameterised screens reached through a link: ${summary.byLink.length}; by a record id put in the path: ${summary.byId.join(', ') || 'none'}`,
        `  not visited (no record or link to open them with): ${summary.notVisited.join(', ') || 'none'}`,
      ].join('\n'),
    );
    await context?.close();
  });

  it.each(groups)('no serious accessibility violation, one focused h1, fits 1440 and 1280 px, words not keys, Chinese throughout, dense lists that keep ?page=2&size=50 under /%s', async (group) => {
    const problems: string[] = [];
    const findings: Finding[] = [];
    const lines: string[] = [];
    const visited: string[] = [];
    const hrefs = new Set<string>();
    /** Screens that showed a pager when visited: the ones R11 is checked on below. */
    const paged = new Set<string>();
    const mine = SCREENS.filter((r) => groupOf(r.path) === group);

    const open = async (path: string) => {
      if (new URL(page.url()).pathname !== path) await navigate(page, path);
      const waiting = await settle(page);
      if (waiting) console.info(`sweep ${path}: still loading after 10 s (${waiting}), read as it is`);
    };
    const check = (path: string, f: Figures, width: number, chinese: boolean) => {
      const w = summary.widest;
      if (!w.path || f.scrollWidth - f.innerWidth > w.width - w.viewport) summary.widest = { path, width: f.scrollWidth, viewport: f.innerWidth };
      if (f.scrollWidth > f.innerWidth) problems.push(`${path}: ${f.scrollWidth} px wide in a ${f.innerWidth} px viewport${chinese ? ' (zh-CN)' : ''}`);
      for (const w of f.rawWords) {
        problems.push(`${path}: raw words "${w}"${chinese ? ' (zh-CN)' : ''}`);
        summary.rawWords.push(`${path} ${w}`);
      }
      if (f.english.length) {
        problems.push(`${path}: English on the zh-CN page: ${f.english.join(', ')}`);
        summary.english.push(`${path} ${f.english.join(',')}`);
      }
      if (!chinese && width === WIDTHS[0] && f.tallestRow > MAX_ROW_PX) problems.push(`${path}: list rows ${f.tallestRow} px tall (dense: <= ${MAX_ROW_PX})`);
    };
    const readAll = async (path: string, chinese: boolean) => {
      const figures: string[] = [];
      for (const width of chinese ? [WIDTHS[1]] : WIDTHS) {
        if (page.viewportSize()?.width !== width) await atWidth(page, width);
        const f = await settledFigures(page, chinese, !SCREENS.some((r) => r.path === path));
        check(path, f, width, chinese);
        figures.push(`${width}:${f.scrollWidth}`);
        if (!chinese && width === WIDTHS[0]) figures.push(`row ${f.tallestRow}px`);
      }
      await atWidth(page, WIDTHS[0]);
      summary.pages++;
      lines.push(`${chinese ? 'zh' : 'en'} ${path}  width ${figures.join(' ')}`);
    };
    /** `list`: a list screen, whose rows are waited for so that their height is read, not an empty table. */
    const visit = async (path: string, list = false) => {
      await open(path);
      if (list) await page.locator('table tbody tr td').first().waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      // The raw-key look is measure()'s, with a broader pattern, on every reading below.
      const found = await audit(page, path, { keys: false });
      if (focused !== 'H1') found.push({ route: path, rule: 'focus-to-heading', impact: 'serious', targets: [`focus on ${focused}`] });
      for (const f of found) console.info(`a11y ${f.route}  ${f.rule} (${f.impact})  ${f.targets.join(' | ')}`);
      findings.push(...found);
      summary.audited++;
      await readAll(path, false);
      visited.push(path);
      if (await page.locator('.MuiTablePagination-root, .MuiPagination-root').first().isVisible().catch(() => false)) paged.add(path);
      for (const h of await hrefsOn(page)) hrefs.add(h);
    };

    // Lists and plain screens first: their first records give the record screens' ids.
    const ids = new Map<string, string>();
    for (const r of mine.filter((s) => !s.path.includes(':'))) {
      await visit(r.path, r.view === 'list');
      if (r.view !== 'list') continue;
      const id = await firstRecordId(page, r.path);
      if (id === undefined) continue;
      ids.set(r.path, id);
      await settle(page);
      await visit(`${r.path}/${id}/show`);
      await visit(`${r.path}/${id}`);
    }
    for (const r of mine.filter((s) => s.path.includes(':'))) {
      const params = r.path.match(/:\w+/g) ?? [];
      const parent = mine.find((s) => s.path !== r.path && r.path.startsWith(s.path + '/') && ids.has(s.path));
      const id = r.path.startsWith('/myInfo/') ? String(adminId) : r.path.startsWith('/system/roles/roleManagement/') ? '1' : parent && ids.get(parent.path);
      const linked = linkedPath(r.path, hrefs);
      const path = linked ?? (params.length === 1 && id ? r.path.replace(/:\w+/, id) : undefined);
      if (!path) summary.notVisited.push(r.path);
      else {
        (linked ? summary.byLink : summary.byId).push(r.path);
        await visit(path);
      }
    }

    // The same pages in Chinese, chosen from the header as a person does (generic record pages aside:
    // their words are read once in the unit tests).
    await open('/home');
    await chooseLanguage(page, 'English', '简体中文');
    for (const path of visited.filter((p) => !isGenericRecordPage(p))) {
      await open(path);
      await readAll(path, true);
    }
    await open('/home');
    await chooseLanguage(page, '简体中文', 'English');

    // R11: every list opened the spec's way, ?page=2&size=50, generic or hand-written: every screen that
    // showed a pager (openPaged finds none on the others, and a list with no rows has none either).
    const paging = [];
    for (const r of mine.filter((s) => !s.path.includes(':') && paged.has(s.path))) paging.push(await openPaged(page, r.path));
    for (const p of paging) if (p.problem) problems.push(p.problem);
    lines.push(`lists opened with ?page=2&size=50: ${paging.filter((p) => p.list).length}, of which on their second page (over 50 rows): ${paging.filter((p) => p.paged).length}`);
    console.info(`sweep /${group}:\n  ${lines.join('\n  ')}`);
    expect({ accessibility: report(findings), problems }).toEqual({ accessibility: [], problems: [] });
  }, 600_000);
}
