// @vitest-environment happy-dom
// The lines grid (src/views/lines) in a react-admin form: add a row, paste a block of cells from a
// spreadsheet, the running total, keyboard moves, and each row's problem shown on its row in the
// words the server uses (rule R22). No server is needed: nothing is saved here (tests/server/crud/lines.test.ts saves).
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18n';
import type { Locale } from '../../../src/schema';
import { formResolver } from '../../../src/views/formResolver';
import { LinesGrid } from '../../../src/views/lines/LinesGrid';
import { linesResolver } from '../../../src/views/lines/linesResolver';
import { linesOrder } from '../../server/records/linesOrder';

function renderGrid(onSubmit: (values: Record<string, unknown>) => void, record: Record<string, unknown> = { code: 'SO-1', items: [] }, locale: Locale = 'en-US') {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <Form record={record} resolver={linesResolver(linesOrder, locale, formResolver(linesOrder, locale))} onSubmit={onSubmit}>
        <LinesGrid decl={linesOrder} name="items" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
}

const paste = (target: HTMLElement, text: string) => fireEvent.paste(target, { clipboardData: { getData: () => text } });
const cell = (label: string, row: number) => screen.getByLabelText(`${label} ${row}`);
const total = () => screen.getByText(/^Total Quantity:/);

describe('lines grid', () => {
  it('adds a row, fills it from a pasted 2×3 block (adding the second row) and updates the total', async () => {
    renderGrid(() => {});
    expect(screen.queryByLabelText('MPN 1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    const first = await screen.findByLabelText('MPN 1');
    expect(total()).toHaveTextContent('Total Quantity: 0');
    paste(first, 'LM317\t1,200\t0.25\r\nNE555\t30\t0.1\r\n');
    await waitFor(() => expect(cell('MPN', 2)).toHaveValue('NE555'));
    expect(cell('MPN', 1)).toHaveValue('LM317');
    expect(cell('Quantity', 1)).toHaveValue('1200');
    expect(cell('Unit price', 2)).toHaveValue('0.1');
    expect(total()).toHaveTextContent('Total Quantity: 1,230');
    fireEvent.change(cell('Quantity', 2), { target: { value: '70' } });
    await waitFor(() => expect(total()).toHaveTextContent('Total Quantity: 1,270'));
  });

  it('pastes from the focused cell on and moves between cells with arrows and Enter', async () => {
    renderGrid(() => {}, { code: 'SO-2', items: [{ mpn: 'A1', qty: 1 }] });
    const qty = await screen.findByLabelText('Quantity 1');
    paste(qty, '5\t0.5\n6\t0.6');
    await waitFor(() => expect(cell('Quantity', 2)).toHaveValue('6'));
    expect(cell('MPN', 1)).toHaveValue('A1');
    expect(cell('Unit price', 1)).toHaveValue('0.5');
    fireEvent.keyDown(cell('Quantity', 1), { key: 'ArrowDown' });
    expect(cell('Quantity', 2)).toHaveFocus();
    fireEvent.keyDown(cell('Quantity', 2), { key: 'Enter' });
    await waitFor(() => expect(cell('Quantity', 3)).toHaveFocus());
    fireEvent.keyDown(cell('Quantity', 3), { key: 'ArrowUp' });
    expect(cell('Quantity', 2)).toHaveFocus();
  });

  it('shows each problem on its own row and submits nothing until it is fixed', async () => {
    const onSubmit = vi.fn();
    renderGrid(onSubmit, { code: 'SO-3', items: [{ mpn: 'A1', qty: 1 }, { mpn: 'A2', qty: 0 }] });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const problem = await screen.findByText('Row 2 A2: Quantity must be at least 1');
    expect(problem.closest('[data-row-errors]')).toHaveAttribute('data-row-errors', '2');
    expect(cell('Quantity', 2)).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Quantity', 1)).not.toHaveAttribute('aria-invalid');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(cell('Quantity', 2), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ code: 'SO-3', items: [{ mpn: 'A1' }, { mpn: 'A2', qty: '3' }] });
  });

  it('removes a row and refuses more rows than the maximum, in Chinese too', async () => {
    renderGrid(() => {}, { code: 'SO-4', bill_to: 'VMI hub', items: [{ mpn: 'A1', qty: 1 }, { mpn: 'A2', qty: 1 }, { mpn: 'A3', qty: 1 }] }, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('VMI 订单最多 2 项')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '删除第 3 行' }));
    await waitFor(() => expect(screen.queryByLabelText('料号 3')).not.toBeInTheDocument());
    expect(within(screen.getByRole('table')).getByText(/^数量合计/)).toHaveTextContent('数量合计: 2');
  });
});
