// Rule R11 on a screen: a list opened with the spec's `?page=2&size=50` shows 50 rows a page and,
// when it has more than 50, its second page, and keeps both in the address (react-admin writes the
// size as perPage) so that going back returns to the same rows. A screen without a pager is no list;
// one paged by page numbers alone (MUI's Pagination) is a list that cannot keep a size: a problem.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { navigate, settle } from '../a11y/audit';

const numbers = (text: string) => (text.match(/\d[\d,]*/g) ?? []).map((n) => Number(n.replace(/,/g, '')));

export interface Paging {
  /** The screen has a pager. */
  list: boolean;
  /** It has more than 50 rows, so its second page was checked too. */
  paged: boolean;
  problem?: string;
}

/** The list at `path` opened on page 2 of 50 rows: whether it is one, and what is wrong. */
export async function openPaged(page: Page, path: string): Promise<Paging> {
  await navigate(page, `${path}?page=2&size=50`);
  await settle(page);
  const pager = page.locator('.MuiTablePagination-root').first();
  if (!(await pager.isVisible().catch(() => false))) {
    const numbersOnly = await page.locator('.MuiPagination-root').first().isVisible().catch(() => false);
    return numbersOnly ? { list: true, paged: false, problem: `${path}: its pager has page numbers only, so ?size=50 cannot hold` } : { list: false, paged: false };
  }
  const size = pager.locator('.MuiTablePagination-select').first();
  const kept = await expect
    .poll(async () => (await size.innerText().catch(() => '')).trim(), { timeout: 5_000 })
    .toBe('50')
    .then(
      () => true,
      () => false,
    );
  if (!kept) return { list: true, paged: false, problem: `${path}: ?size=50 shows ${(await size.innerText().catch(() => '?')).trim()} rows a page` };
  const range = await pager.locator('.MuiTablePagination-displayedRows').innerText();
  const [from, , total] = numbers(range);
  if (total === undefined || total <= 50) return { list: true, paged: false };
  if (from !== 51) return { list: true, paged: true, problem: `${path}: ?page=2 shows ${range}` };
  const search = new URL(page.url()).searchParams;
  const lost = search.get('page') !== '2' || (search.get('size') ?? search.get('perPage')) !== '50';
  return { list: true, paged: true, problem: lost ? `${path}: the address lost page or size (${new URL(page.url()).search})` : undefined };
}
