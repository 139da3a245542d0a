// @vitest-environment happy-dom
// Each field-kind module renders a record's value the way the spec formats it.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeAll } from 'vitest';
import { AdminContext, Form, memoryStore, RecordContextProvider, ResourceContextProvider, type DataProvider, type RaRecord } from 'react-admin';
import { createI18nProvider } from '../../src/i18n';
import { buildRegistry } from '../../src/registry';
import { RegistryProvider } from '../../src/shell/modules/RegistryContext';
import { bg } from '../../src/resources/basic/customer/model/bg';
import { raName } from '../../src/resources/declarations';
import { defineResource, type Field, type Locale } from '../../src/schema';
import { boolean, date, datetime, decimal, enumOf, file, integer, json, label, money, multiReference, reference, statusField, text } from '../../src/schema/fields';
import { fieldViews, viewOf } from '../../src/views/fields';

const demo = defineResource({
  name: 'field_demo',
  api: { base: '/api/v1/field_demo' },
  route: '/test/fieldDemo',
  access: { permissions: ['manage-demo'] },
  menu: { group: 'basic' },
  label: label('Demos', '示例'),
  recordLabel: label('Demo', '示例'),
  fields: {
    code: text(label('Code', '代码'), { maxBytes: 20 }),
    qty: integer(label('Quantity', '数量')),
    ratio: decimal(label('Ratio', '比例')),
    price: money(label('Price', '价格'), { scale: 4 }),
    active: boolean(label('Active', '有效')),
    due: date(label('Due', '到期日')),
    stamped: datetime(label('Stamped', '时间')),
    status: statusField(),
    grade: enumOf(label('Grade', '等级'), [{ value: 'a', label: label('Grade A', '甲级') }]),
    bg_id: reference(label('Business group', '事业群'), 'bg'),
    bg_ids: multiReference(label('Business groups', '事业群'), 'bg'),
    extra: json(label('Extra', '附加')),
    attachment: file(label('Attachment', '附件')),
  },
  titleField: 'code',
  list: { columns: ['code'], search: ['code'], sort: { field: 'code', order: 'ASC' } },
});

/** Answers the reference fields' getMany; nothing else is called. */
const dataProvider = {
  getMany: async (_resource: string, params: { ids: (string | number)[] }) => ({ data: params.ids.map((id) => ({ id, code: `BG${id}`, name: `Group ${id}` })) }),
} as unknown as DataProvider;

const registry = buildRegistry();

function renderInAdmin(element: ReactElement, record: RaRecord, locale: Locale = 'en-US') {
  return render(
    <RegistryProvider registry={registry}>
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
        <ResourceContextProvider value={raName(demo)}>
          <RecordContextProvider value={record}>{element}</RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </RegistryProvider>,
  );
}

function renderField(name: keyof typeof demo.fields, value: unknown, locale?: Locale, extra: Record<string, unknown> = {}) {
  const field: Field = demo.fields[name];
  const View = viewOf(field);
  return renderInAdmin(<View.Field name={name} field={field} decl={demo} source={name} />, { id: 1, [name]: value, ...extra }, locale);
}

// The resources' field words come with the declarations, which a view loads before it renders.
beforeAll(() => registry.loadDeclarations());

describe('field views', () => {
  it('has a module with Field and Input for every kind', () => {
    for (const view of Object.values(fieldViews)) {
      expect(typeof view.Field).toBe('function');
      expect(typeof view.Input).toBe('function');
    }
  });

  it('text shows the value', () => {
    renderField('code', 'ABC-1');
    expect(screen.getByText('ABC-1')).toBeInTheDocument();
  });

  it('integer and decimal use thousands separators and at most 2 decimals', () => {
    renderField('qty', 1234567);
    expect(screen.getByText('1,234,567')).toBeInTheDocument();
    renderField('ratio', 0.12345);
    expect(screen.getByText('0.12')).toBeInTheDocument();
  });

  it('money puts negatives in parentheses and trims trailing zeros', () => {
    renderField('price', -1234.5);
    expect(screen.getByText('(1,234.5)')).toBeInTheDocument();
  });

  it('boolean shows a yes/no icon', () => {
    renderField('active', true);
    expect(screen.getByTestId('true')).toBeInTheDocument();
  });

  it('date shows YYYY-MM-DD', () => {
    renderField('due', '2024-03-05');
    expect(screen.getByText('2024-03-05')).toBeInTheDocument();
  });

  it('datetime shows the local YYYY-MM-DD HH:mm', () => {
    const local = new Date(2024, 2, 5, 14, 7);
    renderField('stamped', local.toISOString());
    expect(screen.getByText('2024-03-05 14:07')).toBeInTheDocument();
  });

  it('enum shows its label in the current language', () => {
    renderField('status', 'active', 'zh-CN');
    expect(screen.getByText('启用')).toBeInTheDocument();
    renderField('grade', 'a', 'en-US');
    expect(screen.getByText('Grade A')).toBeInTheDocument();
  });

  it('reference shows the title the server sends with the record', async () => {
    renderField('bg_id', 7, undefined, { bg_id__title: 'Group 7' });
    expect(await screen.findByText('Group 7')).toBeInTheDocument();
  });

  it('reference without a title shows the id rather than nothing', async () => {
    renderField('bg_id', 9);
    expect(await screen.findByText('#9')).toBeInTheDocument();
  });

  it('multi-reference shows one chip per referenced record', async () => {
    renderField('bg_ids', [2, 3], undefined, { bg_ids__title: ['Group 2', 'Group 3'] });
    expect(await screen.findByText('Group 2')).toBeInTheDocument();
    expect(await screen.findByText('Group 3')).toBeInTheDocument();
  });

  it('json is pretty-printed', () => {
    renderField('extra', { a: 1 });
    expect(screen.getByText(/"a": 1/)).toBeInTheDocument();
  });

  it('file shows the stored name and size', () => {
    renderField('attachment', { name: 'spec.pdf', size: 2048, type: 'application/pdf', key: 'k1' });
    expect(screen.getByText(/spec\.pdf/)).toBeInTheDocument();
  });
});

describe('field inputs', () => {
  it('text counts UTF-8 bytes once the value nears its cap, under the translated label of a registered resource', () => {
    const field = bg.fields.code;
    const View = viewOf(field);
    const renderWith = (code: string) =>
      renderInAdmin(
        <ResourceContextProvider value={raName(bg)}>
          <Form record={{ id: 1, code }}>
            <View.Input name="code" field={field} decl={bg} />
          </Form>
        </ResourceContextProvider>,
        { id: 1, code },
        'zh-CN',
      );
    // 6 of 20 bytes: far from the cap, no counter.
    const short = renderWith('中文');
    expect(screen.getByLabelText(/BG 代码/)).toHaveValue('中文');
    expect(screen.queryByText(/\/ 20/)).not.toBeInTheDocument();
    short.unmount();
    // 18 of 20 bytes: the counter shows, in bytes (a Chinese character takes 3).
    renderWith('中文中文中文');
    expect(screen.getByText('18 / 20 字节')).toBeInTheDocument();
    // R17: pasting 24 bytes keeps what fits whole (a seventh character would end at byte 21) and says it cut.
    fireEvent.change(screen.getByLabelText(/BG 代码/), { target: { value: '中文中文中文中文' } });
    expect(screen.getByLabelText(/BG 代码/)).toHaveValue('中文中文中文');
    expect(screen.getByRole('status')).toHaveTextContent('已截断至 20 字节');
    fireEvent.change(screen.getByLabelText(/BG 代码/), { target: { value: '中文' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('enum offers its options in the current language', () => {
    const field = demo.fields.status;
    const View = viewOf(field);
    renderInAdmin(
      <Form record={{ id: 1, status: 'inactive' }}>
        <View.Input name="status" field={field} decl={demo} />
      </Form>,
      { id: 1 },
      'zh-CN',
    );
    expect(screen.getByText('停用')).toBeInTheDocument();
  });
});
