// A price draft's round in a real browser: the operator imports a spreadsheet of prices as a draft and
// finishes it; a level-01 auditor and a level-02 auditor (two other users) agree to it on its page;
// the new price is then in the v2 price table.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { serverAndBrowser } from './fixture';

const e2e = serverAndBrowser();
const NICK: Record<string, string> = { admin: 'Administrator', op: 'Olivia Operator', audit01: 'Alan Auditor (level 01)', audit02: 'Bella Auditor (level 02)' };

async function signInAs(name: string): Promise<Page> {
  const page = await e2e.browser.newPage();
  await page.goto(e2e.server.url + '/');
  await page.getByLabel(/username/i).fill(name);
  await page.getByRole('textbox', { name: 'Password' }).fill('demo');
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.getByRole('heading', { name: `Welcome, ${NICK[name]}` }).waitFor();
  return page;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${e2e.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data;
}

async function auditOnPage(name: string, draftId: number, level: '01' | '02') {
  const page = await signInAs(name);
  await page.goto(`${e2e.server.url}/management/price/priceManagement/${draftId}/show`);
  await page.getByRole('button', { name: `Audit ${level}`, exact: true }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(`Agree (level ${level})`).check();
  await dialog.getByRole('button', { name: `Audit ${level}` }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.close();
}

describe('price drafts in the browser', () => {
  it('imports a draft, audits it at both levels as two users, and the price is in effect', async () => {
    const op = await signInAs('op');
    const mpn = (await api<{ list: { mpn: string }[] }>(op, '/api/v2/material/info?size=1&sort=id&order=DESC')).list[0].mpn;
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Material', 'Currency', 'Quote price', 'SRP', 'Valid from'], [mpn, 'USD', '4.321', '5', '2033-01-01']]), 'Prices');
    const file = join(mkdtempSync(join(tmpdir(), 'e2e-price-')), 'e2e-prices.xlsx');
    writeFileSync(file, XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);

    await op.goto(`${e2e.server.url}/management/price/priceManagement`);
    await op.getByRole('button', { name: 'Import draft' }).click({ timeout: 15_000 });
    const dialog = op.getByRole('dialog');
    await dialog.getByLabel('Draft title').fill('E2E price draft');
    await dialog.locator('input[type=file]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(async () => (await api<{ total: number }>(op, '/api/v1/price/draft?title=E2E%20price%20draft')).total, { timeout: 15_000 }).toBe(1);
    const draft = (await api<{ list: { id: number }[] }>(op, '/api/v1/price/draft?title=E2E%20price%20draft')).list[0];
    await dialog.getByRole('button', { name: 'Close' }).click();

    await op.goto(`${e2e.server.url}/management/price/priceManagement/${draft.id}/show`);
    await op.getByRole('button', { name: 'Finish', exact: true }).click({ timeout: 15_000 });
    await op.getByRole('dialog').getByRole('button', { name: 'Finish' }).click();
    await op.getByRole('dialog').waitFor({ state: 'detached' });
    await op.close();

    await auditOnPage('audit01', draft.id, '01');
    await auditOnPage('audit02', draft.id, '02');

    // The price table's screen (newest prices first) shows the new price, for one who may open it.
    const check = await signInAs('admin');
    expect((await api<{ status: string }>(check, `/api/v1/price/draft/${draft.id}`)).status).toBe('effective');
    await check.goto(`${e2e.server.url}/management/price/srp`);
    await check.getByRole('row').filter({ hasText: mpn }).first().waitFor({ timeout: 15_000 });
    const prices = await api<{ list: { quote_price: string | number; source_draft_id: number | null }[] }>(check, `/api/v2/price-ti?source_draft_id=${draft.id}`);
    expect(prices.list.map((p) => Number(p.quote_price))).toEqual([4.321]);
    await check.close();
  });
});
