// An EDI clerk's round, as a person does it: op signs in, opens the EDI 850 list from the menu, imports
// a customer's X12 850 file through the file chooser, opens the new order and acknowledges it with an
// 855, then selects it on the list and exports X12 from the bulk-action bar, and does the same for its
// 855 on the 855 list. Each download is read back: addressed to the customer's EDI id, under the
// control number the order came with (850) or the 855 was sent under.
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generate850 } from '../../../server/modules/shipment/edi/x12';
import { serverAndBrowser } from '../fixture';
import { openFromMenu } from '../menu';
import { signIn } from '../signIn';

const e2e = serverAndBrowser();
const SLOW = { timeout: 20_000 };
const PO = 'PO-E2E-EDI-1';
const SENDER = 'HUAQINGEDI';

/** An interchange from customer SZ10001 (a seeded customer) with one order of two lines. */
const x12File = () =>
  generate850(
    [{
      sender_id: SENDER, receiver_id: 'DISTRIBHK', control_no: '000000731', purpose: '00', po_type: 'SA', po_no: PO, po_date: '2026-11-02', currency: 'USD',
      customer_code: 'SZ10001', ship_to: 'Huaqing DC Shenzhen', line: 1, qty_total: '3500',
      items: [
        { line_no: 1, mpn: 'TPS7A4700RGW', qty: '2500', uom: 'EA', unit_price: '1.2345', cpn: 'HQ-LDO-1', request_date: '2026-12-01' },
        { line_no: 2, mpn: 'TPS7A2033PDBV', qty: '1000', uom: 'EA', unit_price: '0.31', cpn: null, request_date: null },
      ],
    }],
    { sender: SENDER, receiver: 'DISTRIBHK', control: '000000731', at: new Date('2026-11-02T08:00:00Z') },
  );

/** Types in the list's search box and waits for the row that names the PO. */
async function search(page: Page, text: string) {
  await page.getByRole('main').getByPlaceholder('Search').fill(text);
  await page.locator('tbody tr', { hasText: text }).first().waitFor(SLOW);
}

async function textOf(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Selects the one row shown and clicks Export X12 in the bar that appears over the list. */
async function exportSelection(page: Page, rowName: string): Promise<string> {
  await page.getByRole('checkbox', { name: `Select row ${rowName}` }).check();
  const bar = page.locator('[data-test="bulk-actions-toolbar"]');
  const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export X12' }).click()]);
  await page.getByText('X12 file downloaded').waitFor(SLOW);
  return textOf(download);
}

describe('EDI journey', () => {
  it('imports an 850 file, acknowledges it with an 855 and exports both from the bulk-action bar', { timeout: 240_000 }, async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
    await signIn(page, e2e.server.url, 'op');

    // Import: the file chooser, then the notice and the new order in the list.
    await openFromMenu(page, 'EDI 850 purchase orders');
    await page.getByRole('heading', { name: 'EDI 850 purchase orders' }).first().waitFor(SLOW);
    await page.getByRole('button', { name: 'Import X12' }).click();
    const dialog = page.getByRole('dialog');
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByText('Choose file').click()]);
    await chooser.setFiles({ name: 'huaqing-850.x12', mimeType: 'text/plain', buffer: Buffer.from(x12File()) });
    await dialog.getByText('huaqing-850.x12').waitFor(SLOW);
    await dialog.getByRole('button', { name: 'Import X12' }).click();
    await page.getByText('1 purchase order(s) imported').waitFor(SLOW);
    await dialog.waitFor({ state: 'detached' });
    await search(page, PO);
    const row = page.locator('tbody tr', { hasText: PO });
    expect(await row.innerText()).toContain('Received');

    // Acknowledge: open the order, read its items, send the 855.
    await row.getByText(PO).click();
    await page.getByText('TPS7A4700RGW').first().waitFor(SLOW);
    await page.getByRole('button', { name: 'Send 855' }).click();
    await dialog.getByRole('button', { name: 'Send 855' }).click();
    await page.getByText('855 acknowledgement queued in the EDI outbox').waitFor(SLOW);
    await page.getByText('Acknowledged (855 sent)').first().waitFor(SLOW);

    // Export the 850 from the list's bulk-action bar: its own customer's interchange, as received.
    await openFromMenu(page, 'EDI 850 purchase orders');
    await search(page, PO);
    expect(await page.locator('tbody tr', { hasText: PO }).innerText()).toContain('Acknowledged (855 sent)');
    const file850 = await exportSelection(page, PO);
    expect(file850).toMatch(new RegExp(`^ISA\\*00\\*\\s+\\*00\\*\\s+\\*ZZ\\*${SENDER}\\s*\\*ZZ\\*DISTRIBHK\\s*\\*\\d{6}\\*\\d{4}\\*U\\*00401\\*000000731\\*`));
    expect(file850).toContain(`BEG*00*SA*${PO}**20261102~`);

    // Export its 855 from the 855 list: addressed back to the customer.
    await openFromMenu(page, 'EDI 855 acknowledgements');
    await page.getByRole('heading', { name: 'EDI 855 acknowledgements' }).first().waitFor(SLOW);
    await search(page, PO);
    const ackRow = page.locator('tbody tr', { hasText: PO });
    const ackNo = (await ackRow.locator('td').nth(1).innerText()).trim();
    expect(ackNo).toMatch(/^AK\d+$/);
    const file855 = await exportSelection(page, ackNo);
    expect(file855).toMatch(new RegExp(`^ISA\\*00\\*\\s+\\*00\\*\\s+\\*ZZ\\*DISTRIBHK\\s*\\*ZZ\\*${SENDER}\\s*\\*`));
    expect(file855).toMatch(new RegExp(`BAK\\*00\\*AD\\*${PO}\\*20261102\\*+${ackNo}\\*`));
  });
});
