// @vitest-environment happy-dom
// The lines grid's dates and read-only numbers in the spec's formats: a date cell is a text input
// written YYYY-MM-DD (R27; a native date input shows mm/dd/yyyy in an English browser), another
// writing of the day becomes YYYY-MM-DD on leaving it, and a read-only amount shows 2 decimals (R26).
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { defineResource } from '../../../../src/schema';
import { date, enumOf, integer, label, money, text } from '../../../../src/schema/fields';
import { formResolver } from '../../../../src/views/formResolver';
import { LinesGrid } from '../../../../src/views/lines/LinesGrid';
import { linesResolver } from '../../../../src/views/lines/linesResolver';

const datedOrder = defineResource({
  name: 'test_dated_order',
  api: { base: '/api/v1/test/datedOrder' },
  route: '/test/datedOrder',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', hidden: true },
  label: label('Dated orders', '日期订单'),
  recordLabel: label('Dated order', '日期订单'),
  fields: { code: text(label('Order number', '订单号'), { required: true, maxBytes: 20 }) },
  titleField: 'code',
  list: { columns: ['code'], search: ['code'], sort: { field: 'code', order: 'ASC' } },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'test_dated_order_item',
      parentField: 'order_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        mpn: text(label('MPN', '料号'), { required: true, maxBytes: 40 }),
        request_date: date(label('Request date', '需求日期')),
        amount: money(label('Amount', '金额'), { scale: 5, readOnly: true }),
        currency: enumOf(label('Currency', '币种'), [{ value: 'USD', label: label('USD', 'USD') }, { value: 'CNY', label: label('CNY', 'CNY') }], { defaultValue: 'USD' }),
      },
      columns: ['mpn', 'request_date', 'amount', 'currency'],
      titleField: 'mpn',
      orderField: 'line_no',
    },
  },
});

function renderGrid(onSubmit: (values: Record<string, unknown>) => void) {
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
      <Form record={{ code: 'D-1', items: [{ mpn: 'LM317', request_date: '2026-03-01', amount: '2420.12100' }] }} resolver={linesResolver(datedOrder, 'en-US', formResolver(datedOrder, 'en-US'))} onSubmit={onSubmit}>
        <LinesGrid decl={datedOrder} name="items" />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
}

describe('line cells', () => {
  it('writes a date cell YYYY-MM-DD as text and shows a read-only amount with 2 decimals', async () => {
    const onSubmit = vi.fn();
    renderGrid(onSubmit);
    const day = await screen.findByLabelText('Request date 1');
    expect(day).toHaveAttribute('type', 'text');
    expect(day).toHaveValue('2026-03-01');
    expect(day).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    expect(screen.getByLabelText('Amount 1')).toHaveTextContent(/^2,420\.12$/);
    fireEvent.change(day, { target: { value: '2026/4/7' } });
    fireEvent.blur(day);
    await waitFor(() => expect(day).toHaveValue('2026-04-07'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0][0] as { items: { request_date: string }[] }).items[0].request_date).toBe('2026-04-07');
  });

  it('starts a new row with its fields\' declared defaults', async () => {
    renderGrid(vi.fn());
    await screen.findByLabelText('Request date 1');
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    expect(await screen.findByLabelText('Currency 2')).toHaveValue('USD');
  });

  it('cuts a text cell at its byte cap as it is pasted, never inside a character (R17)', async () => {
    renderGrid(vi.fn());
    const mpn = await screen.findByLabelText('MPN 1');
    // 40 bytes: 13 Chinese characters (39 bytes) fit, the fourteenth would end at byte 42.
    fireEvent.change(mpn, { target: { value: '料'.repeat(20) } });
    expect(mpn).toHaveValue('料'.repeat(13));
  });
});
