// @vitest-environment happy-dom
// A yes/no that may be left unsaid stays unsaid until someone says it: a material proposal's RoHS,
// untouched, was submitted as false, so approving a lead-time change also made the part non-compliant.
// A yes/no with a declared default is still a checkbox starting on that default.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../../src/i18n';
import { defineResource } from '../../../../src/schema';
import { boolean, label, text } from '../../../../src/schema/fields';
import { boolean as booleanView } from '../../../../src/views/fields/boolean';

const proposal = defineResource({
  name: 'test_proposal',
  api: { base: '/api/v1/test/proposal' },
  route: '/test/proposal',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', hidden: true },
  label: label('Proposals', '提议'),
  recordLabel: label('Proposal', '提议'),
  fields: {
    mpn: text(label('MPN', '料号'), { maxBytes: 40 }),
    rohs: boolean(label('RoHS compliant', '符合 RoHS')),
    active: boolean(label('Active', '启用'), { defaultValue: true }),
  },
  titleField: 'mpn',
  list: { columns: ['mpn'], search: ['mpn'], sort: { field: 'mpn', order: 'ASC' } },
});

function renderForm(onSubmit: (values: Record<string, unknown>) => void) {
  const { Input } = booleanView;
  render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
      <Form defaultValues={{ active: true }} onSubmit={onSubmit}>
        <Input name="rohs" field={proposal.fields.rohs as never} decl={proposal} />
        <Input name="active" field={proposal.fields.active as never} decl={proposal} />
        <button type="submit">Save</button>
      </Form>
    </AdminContext>,
  );
}

describe('yes/no inputs', () => {
  it('leave a yes/no without default unsaid until chosen, and keep a checkbox for one with a default', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    expect(await screen.findByRole('switch')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0].rohs ?? null).toBeNull();
    expect(onSubmit.mock.calls[0][0].active).toBe(true);
  });
});
