// @vitest-environment happy-dom
// Save takes the press that leaves a field. Leaving a field starts the form's check; when the check
// outlasts the press (a price line checked against its material), react-admin's own Save button turned
// disabled under the mouse and the click was lost: nothing saved, nothing said (issue 22, price drafts).
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, CreateBase, Form, TextInput, memoryStore, type DataProvider } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { defineResource } from '../../../../src/schema';
import { label, text } from '../../../../src/schema/fields';
import { FormToolbar } from '../../../../src/views/layout/FormToolbar';

const note = defineResource({
  name: 'test_note',
  api: { base: '/api/v1/test/note' },
  route: '/test/note',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', hidden: true },
  label: label('Notes', '备注'),
  recordLabel: label('Note', '备注'),
  fields: { title: text(label('Title', '标题'), { required: true, maxBytes: 20 }) },
  titleField: 'title',
  list: { columns: ['title'], search: ['title'], sort: { field: 'title', order: 'ASC' } },
});

describe('form toolbar', () => {
  it('saves when Save is pressed while the field just left is still being checked', async () => {
    let release: () => void = () => {};
    const checking = new Promise<void>((resolve) => (release = resolve));
    // The check of the field being left takes as long as the test says.
    const slowResolver: Resolver<FieldValues> = async (values) => {
      await checking;
      return { values, errors: {} };
    };
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 1, ...params.data } }));
    render(
      <AdminContext dataProvider={{ create } as unknown as DataProvider} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
        <CreateBase resource="test_note" redirect={false}>
          <Form resolver={slowResolver} mode="onTouched">
            <TextInput source="title" />
            <FormToolbar decl={note} />
          </Form>
        </CreateBase>
      </AdminContext>,
    );
    const title = screen.getByLabelText('Title');
    fireEvent.focus(title);
    fireEvent.change(title, { target: { value: 'Price cut' } });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    // The press on Save leaves the title: its check starts and is still running when the click lands.
    fireEvent.blur(title);
    await new Promise((r) => setTimeout(r, 50));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    release();
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
    expect(create.mock.calls[0][1].data).toMatchObject({ title: 'Price cut' });
  });
});
