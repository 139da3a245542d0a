// @vitest-environment happy-dom
// A row's message in the lines grid goes as soon as the cell it names is filled, not when the cell is
// left: leaving a price line's valid-from cell by pressing Save used to remove the stale message under
// the pointer, moving Save away between press and release, so the draft was neither saved nor refused.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { defineResource } from '../../../../src/schema';
import { date, label, text } from '../../../../src/schema/fields';
import { formResolver } from '../../../../src/views/formResolver';
import { LinesGrid } from '../../../../src/views/lines/LinesGrid';
import { linesResolver } from '../../../../src/views/lines/linesResolver';

const priced = defineResource({
  name: 'test_priced', api: { base: '/api/v1/test/priced' }, route: '/test/priced', access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', hidden: true }, label: label('Priced', '价'), recordLabel: label('Priced', '价'),
  fields: { code: text(label('Title', '标题'), { required: true, maxBytes: 20 }) }, titleField: 'code',
  list: { columns: ['code'], search: ['code'], sort: { field: 'code', order: 'ASC' } },
  lines: { items: { label: label('Prices', '价格'), table: 'test_priced_item', parentField: 'order_id',
    fields: { mpn: text(label('MPN', '料号'), { required: true, maxBytes: 40 }), valid_from: date(label('Valid from', '生效'), { required: true }) },
    columns: ['mpn', 'valid_from'], titleField: 'mpn' } },
});

describe('row messages', () => {
  it('go when the named cell is filled, before it is left', async () => {
    render(
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
        <Form record={{ code: 'D-1' }} mode="onTouched" reValidateMode="onChange" resolver={linesResolver(priced, 'en-US', formResolver(priced, 'en-US'))} onSubmit={vi.fn()}>
          <LinesGrid decl={priced} name="items" />
          <button type="submit">Save</button>
        </Form>
      </AdminContext>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Add row' }));
    const mpn = await screen.findByLabelText('MPN 1');
    fireEvent.focus(mpn); fireEvent.change(mpn, { target: { value: 'LM317' } }); fireEvent.blur(mpn);
    const message = await screen.findByRole('alert');
    expect(message).toHaveTextContent('Valid from is required');
    const day = screen.getByLabelText('Valid from 1');
    day.focus(); fireEvent.change(day, { target: { value: '2028-01-01' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(day).toHaveFocus();
  });
});
