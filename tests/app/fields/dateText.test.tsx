// @vitest-environment happy-dom
// The date kinds' input and filter: text in YYYY-MM-DD order in both languages (a native date input
// follows the browser's locale, mm/dd/yyyy in an English browser, whatever the screen's language),
// ISO values in the form, a wrong date marked in the screen's language. (No resource here, so the
// labels are the humanised sources.)
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminContext, Form, memoryStore, type DataProvider } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { createI18nProvider } from '../../../src/i18n';
import type { Locale } from '../../../src/schema';
import { date, datetime, label } from '../../../src/schema/fields';
import { viewOf } from '../../../src/views/fields';

const due = date(label('Due', '到期日'));
const stamped = datetime(label('Stamped', '时间'));

function Value({ name }: { name: string }) {
  const value: unknown = useWatch({ name });
  return <output aria-label="form value">{value === null || value === undefined ? 'empty' : String(value)}</output>;
}

function renderInputs(record: Record<string, unknown>, locale: Locale) {
  const Due = viewOf(due).Input;
  const Stamped = viewOf(stamped).Input;
  return render(
    <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
      <Form record={{ id: 1, ...record }}>
        <Due name="due" field={due} decl={undefined as never} />
        <Stamped name="stamped" field={stamped} decl={undefined as never} />
        <Value name="due" />
      </Form>
    </AdminContext>,
  );
}

describe('date text inputs', () => {
  it('shows and takes YYYY-MM-DD in Chinese, keeping the value ISO', () => {
    renderInputs({ due: '2026-03-01', stamped: null }, 'zh-CN');
    const input = screen.getByRole('textbox', { name: 'Due' });
    expect(input).toHaveValue('2026-03-01');
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    fireEvent.change(input, { target: { value: '2026/4/5' } });
    expect(screen.getByLabelText('form value')).toHaveTextContent('2026-04-05');
    fireEvent.blur(input);
    expect(input).toHaveValue('2026-04-05');
    expect(screen.getByRole('textbox', { name: 'Stamped' })).toHaveAttribute('placeholder', 'YYYY-MM-DD HH:mm');
  });

  it('marks a date written month first, in the screen language, and does not send it', () => {
    renderInputs({ due: '2026-03-01' }, 'zh-CN');
    const input = screen.getByRole('textbox', { name: 'Due' });
    fireEvent.change(input, { target: { value: '03/01/2026' } });
    fireEvent.blur(input);
    expect(screen.getByText('请按 YYYY-MM-DD 填写日期')).toBeInTheDocument();
    expect(screen.getByLabelText('form value')).toHaveTextContent('2026-03-01');
    fireEvent.change(input, { target: { value: '' } });
    expect(screen.getByLabelText('form value')).toHaveTextContent('empty');
  });

  it('keeps the list filter in the same format in English', () => {
    const Filter = viewOf(due).Filter!;
    render(
      <AdminContext dataProvider={{} as DataProvider} i18nProvider={createI18nProvider('en-US')} store={memoryStore()}>
        <Form record={{}}>
          <Filter name="due" source="due@gte" op="gte" label="Due from" alwaysOn field={due} decl={undefined as never} />
        </Form>
      </AdminContext>,
    );
    const input = screen.getByRole('textbox', { name: 'Due from' });
    expect(input).toHaveAttribute('placeholder', 'YYYY-MM-DD');
    fireEvent.change(input, { target: { value: 'tomorrow' } });
    fireEvent.blur(input);
    expect(screen.getByText('Write the date as YYYY-MM-DD')).toBeInTheDocument();
  });
});
