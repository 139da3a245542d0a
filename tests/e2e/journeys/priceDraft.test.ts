// A price draft's round, as people do it: op writes a draft of one price line in its form (the line
// takes the declared USD) from Management → Price → Price management, lands on the draft and finishes
// it; audit01 reaches it from Home's "Price drafts to audit", sees the line's price in effect struck
// through above the proposed one, and agrees with a memo; audit02 does the same at
// level 02 and the page keeps both memos; op then finds the new price in the material price lookup.
// Only clicks and typing after signing in; no page wider than the window.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';

const e2e = serverAndBrowser();
const SLOW = { timeout: 20_000 };
const NICK: Record<string, string> = { op: 'Olivia Operator', audit01: 'Alan Auditor (level 01)', audit02: 'Bella Auditor (level 02)' };
const TITLE = 'Journey price cut';

async function signInAs(name: string): Promise<Page> {
  const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(e2e.server.url + '/');
  await page.getByLabel(/username/i).fill(name);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: `Welcome, ${NICK[name]}` }).waitFor(SLOW);
  return page;
}

/** The page's width beyond the window's at 1440 and 1280 (0 when it fits), back at 1440. */
async function expectFits(page: Page) {
  for (const width of [1440, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: 5_000 }).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** A seeded price in effect in mid-2027 (the demo's list update): its MPN and quote, from the price lookup's API as setup. */
async function pricedMaterial(): Promise<{ mpn: string; quote: number }> {
  const login = await fetch(`${e2e.server.url}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'op', password: 'demo' }) });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${e2e.server.url}/api/v2/price-ti/material-price?date=2027-06-01&size=50`, { headers: { authorization: `Bearer ${token}` } });
  const list = ((await res.json()) as { data: { list: { mpn: string; quote_price: string; ec_code: string | null; cpn: string | null; fb: boolean }[] } }).data.list;
  const open = list.find((p) => !p.ec_code && !p.cpn && !p.fb)!;
  return { mpn: open.mpn, quote: Number(open.quote_price) };
}

/** The auditor's turn: from Home's waiting card to the draft, its line compared, then agree with a memo. */
async function agree(name: 'audit01' | 'audit02', level: '01' | '02', memo: string, mpn: string, quote: number) {
  const page = await signInAs(name);
  await page.getByRole('link', { name: /Price drafts to audit/ }).click();
  await page.getByRole('row').filter({ hasText: TITLE }).getByText(TITLE).click();
  const lines = page.getByRole('table', { name: 'Price lines: proposed against the prices in effect' });
  const line = lines.getByRole('row').filter({ hasText: mpn });
  await line.waitFor(SLOW);
  await expectFits(page);
  // The quote in effect, struck through, above the proposed one; the period it replaces.
  const changed = line.locator('td[data-column=quote_price][data-changed]');
  await expect.poll(() => changed.innerText()).toMatch(new RegExp(`^${quote.toLocaleString('en-US', { maximumFractionDigits: 6 }).replace('.', '\\.')}\\s+→?\\s*1\\.2345$`));
  expect(await line.innerText()).toMatch(/\d{4}-\d{2}-\d{2} – open/);

  await page.getByRole('button', { name: `Audit ${level}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`Agree (level ${level})`).check();
  await dialog.getByLabel(level === '01' ? 'Level-01 memo' : 'Level-02 memo').fill(memo);
  await dialog.getByRole('button', { name: `Audit ${level}` }).click();
  await dialog.waitFor({ state: 'detached', ...SLOW });
  await page.getByText(`Level-${level} audit recorded`).waitFor(SLOW);
  await page.getByText(memo).waitFor(SLOW);
  return page;
}

describe('price draft journey', () => {
  it('writes a draft in its form, finishes it, audits at both levels by clicking, and the new price is in the lookup', { timeout: 300_000 }, async () => {
    const { mpn, quote } = await pricedMaterial();

    const op = await signInAs('op');
    await openFromMenu(op, 'Price management');
    // The draft is written in its form: a line added, its material picked by typing, its price and day typed,
    // and Save pressed straight from the last cell.
    await op.getByRole('link', { name: 'Create' }).click(SLOW);
    await op.getByLabel('Title').fill(TITLE);
    await op.getByRole('button', { name: 'Add row' }).click();
    const material = op.getByRole('combobox', { name: 'Material' });
    await material.fill(mpn);
    await op.getByRole('option', { name: mpn, exact: true }).click(SLOW);
    await op.getByLabel('Quote price 1', { exact: true }).fill('1.2345');
    await op.getByLabel('SRP 1', { exact: true }).fill('1.5');
    await op.getByLabel('Valid from 1', { exact: true }).fill('2028-01-01');
    await expectFits(op);
    await op.getByRole('button', { name: 'Save' }).click();
    const line = op.getByRole('table', { name: 'Price lines: proposed against the prices in effect' }).getByRole('row').filter({ hasText: mpn });
    await line.waitFor(SLOW);
    expect(await line.innerText()).toContain('USD');
    await expectFits(op);
    await op.getByRole('button', { name: 'Finish', exact: true }).click();
    await op.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
    await op.getByRole('dialog').waitFor({ state: 'detached', ...SLOW });
    await op.getByText('Waiting level-01 audit').first().waitFor(SLOW);

    await (await agree('audit01', '01', 'Matches the vendor memo', mpn, quote)).close();
    const second = await agree('audit02', '02', 'Approved for 2028', mpn, quote);
    // Level 02 kept level 01's memo beside its own.
    await second.getByText('Matches the vendor memo').waitFor(SLOW);
    await second.getByText('In effect', { exact: true }).first().waitFor(SLOW);
    await second.close();

    await openFromMenu(op, 'Material prices');
    await op.getByLabel('MPN').fill(mpn);
    await op.getByLabel('In effect on').fill('2028-03-01');
    await op.getByRole('button', { name: 'Search' }).click();
    const prices = op.getByRole('table', { name: 'Material prices' });
    const row = prices.getByRole('row').filter({ hasText: mpn }).filter({ hasText: '1.2345' });
    await row.first().waitFor(SLOW);
    expect(await row.first().innerText()).toContain('2028-01-01');
    await expectFits(op);
    await op.close();
  });
});
