// A clerk's order round in a real browser against the real e2e server: enter a customer order of 20
// items (pasted into the order editor's lines grid from a spreadsheet block), lock one item, shift part
// of another to a sales order of the customer, and see both: the order's items and the sales order's lines.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serverAndBrowser } from './fixture';
import { signIn } from './signIn';

const e2e = serverAndBrowser();

async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await fetch(`${e2e.server.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  const body = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${path}: ${res.status} ${body.message}`);
  return body.data;
}

interface Item { id: number; line_no: number; qty: string | number; locked: boolean; material_id: number }

describe('customer orders in the browser', () => {
  it('enters a 20-item order, locks an item, shifts part of another to a sales order and shows both', async () => {
    const page = await e2e.browser.newPage();
    await signIn(page, e2e.server.url, 'admin');
    // A customer of the demo data, a sales order of ours for it, and 20 materials.
    const so0 = (await api<{ list: { customer_id: number; customer_id__title: string }[] }>(page, '/api/v2/so?status=open&size=1')).list[0];
    const so = await api<{ id: number }>(page, '/api/v2/so/lines', { method: 'POST', body: { so_no: 'E2E-SO-1', customer_id: so0.customer_id, currency: 'USD', so_date: '2026-11-25', status: 'open', items: [] } });
    const materials = (await api<{ list: { id: number }[] }>(page, '/api/v2/material/info?size=20')).list.map((m) => m.id);
    expect(materials).toHaveLength(20);

    await page.goto(`${e2e.server.url}/shipment/order/orderManagement/create`);
    await page.getByLabel('Order no.').fill('E2E-CO-1', { timeout: 15_000 });
    await page.getByRole('combobox', { name: 'Customer' }).fill(so0.customer_id__title);
    await page.getByRole('option', { name: so0.customer_id__title }).first().click();
    await page.getByLabel('Order date').fill('2026-11-25');
    await page.getByRole('button', { name: 'Add row' }).click();
    const block = materials.map((id, i) => `${id}\tCPN-${i + 1}\t${100 + i}\t1.25`).join('\n');
    await page.locator('[data-cell="0:0"] input').first().evaluate((el, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, block);
    await expect.poll(() => page.locator('[data-cell^="19:"]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(async () => (await api<{ total: number }>(page, '/api/v1/order?order_no=E2E-CO-1')).total, { timeout: 15_000 }).toBe(1);
    const order = (await api<{ list: { id: number }[] }>(page, '/api/v1/order?order_no=E2E-CO-1')).list[0];
    const items = async () => (await api<{ items: Item[] }>(page, `/api/v1/order/${order.id}/items`)).items;
    expect(await items()).toHaveLength(20);

    // Lock line 1, then shift 30 of line 2 to the sales order.
    await page.goto(`${e2e.server.url}/shipment/order/orderManagement/${order.id}/items`);
    await page.getByRole('button', { name: 'Lock line 1', exact: true }).click({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Unlock line 1', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Shift line 1', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Shift line 2', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Sales order').click();
    await page.getByRole('option', { name: 'E2E-SO-1' }).click();
    await dialog.getByLabel('Quantity').fill('30');
    await dialog.getByRole('button', { name: 'Shift' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => Number((await items())[1].qty)).toBe(71);
    expect((await items())[0].locked).toBe(true);
    await expect.poll(() => page.getByRole('table', { name: 'Items' }).locator('tbody tr').nth(1).innerText()).toContain('71');

    // The sales order shows the 30 it received.
    await page.goto(`${e2e.server.url}/shipment/order/soManagement/detail/${so.id}`);
    await expect.poll(async () => (await page.locator('main').innerText()).includes('E2E-SO-1'), { timeout: 15_000 }).toBe(true);
    const soItems = page.getByRole('table', { name: 'Items' }).locator('tbody tr');
    await expect.poll(() => soItems.allInnerTexts(), { timeout: 15_000 }).toEqual([expect.stringMatching(/\b30\b/)]);
    const detail = await api<{ items: { qty: string | number; material_id: number }[] }>(page, `/api/v2/so/detail?id=${so.id}`);
    expect(detail.items.map((i) => [i.material_id, Number(i.qty)])).toEqual([[materials[1], 30]]);
    await page.close();
  });
});
