// A stock clerk's round in a real browser against the real e2e server: receive goods into a group,
// repack (split) a bag, release one of the new bags, and see all three in the group's history.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

type Bag = { id: number; bag_no: string; qty: number; is_split: boolean };

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${e2e.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
}

const bagsOf = async (page: Page, id: number) => (await api<{ bags: Bag[] }>(page, `/api/v2/inventory/${id}/lines`)).bags;

describe('stock in the browser', () => {
  it('receives goods, repacks a bag, releases it and shows the history', async () => {
    const page = await e2e.browser.newPage();
    await signIn(page, e2e.server.url, 'admin');
    const group = (await api<{ list: { id: number }[] }>(page, '/api/v2/inventory?status_cargo=normal&size=1')).list[0];
    await page.goto(`${e2e.server.url}/management/inventories/inventories/${group.id}/show`);
    await page.getByRole('button', { name: 'Receive' }).click({ timeout: 15_000 });

    // Receive 250 in packages of 100: two full bags and one of 50.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Quantity').fill('250');
    await dialog.getByLabel('Package qty').fill('100');
    await dialog.getByLabel('Reference no.').fill('E2E-GR-1');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    let bags = await bagsOf(page, group.id);
    const fifty = bags.filter((b) => b.qty === 50).at(-1)!;
    expect(fifty).toBeDefined();

    // Repack the 50 into two halves (the dialog's first guess).
    await page.getByRole('checkbox', { name: fifty.bag_no }).check();
    await page.getByRole('button', { name: 'Repack' }).click();
    await expect.poll(() => dialog.getByText('Packed: 50').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    bags = await bagsOf(page, group.id);
    expect(bags.some((b) => b.bag_no === fifty.bag_no)).toBe(false);
    const half = bags.filter((b) => b.qty === 25 && b.is_split).at(-1)!;
    expect(half).toBeDefined();

    // Release one half, whole.
    await page.getByRole('checkbox', { name: half.bag_no }).check();
    await page.getByRole('button', { name: 'Release' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await bagsOf(page, group.id)).some((b) => b.bag_no === half.bag_no)).toBe(false);

    // The group's history shows the three moves, newest first, by the administrator.
    await page.getByRole('link', { name: 'History' }).click();
    await page.waitForURL(/inventoryHistory\/detail\?inventory_id=/);
    await expect.poll(async () => (await page.locator('tbody tr').allInnerTexts()).join('\n'), { timeout: 10_000 }).toContain(half.bag_no);
    const text = (await page.locator('tbody tr').allInnerTexts()).join('\n');
    for (const kind of ['Release', 'Repack', 'Receive']) expect(text).toContain(kind);
    expect(text).toContain(fifty.bag_no);
    await page.close();
  });
});
