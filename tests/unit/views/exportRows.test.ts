import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { shipCustomer } from '../../../src/resources/basic/customer/model/shipCustomer';
import { defineResource } from '../../../src/schema';
import { boolean, date, datetime, enumOf, integer, json, label, money, multiReference, reference, text } from '../../../src/schema/fields';
import { cellOf, exportColumns, exportRows, looksLikeFormula, protectText } from '../../../src/views/importExport/exportRows';
import { fetchAllRows } from '../../../src/views/importExport/fetchAllRows';
import { headerFields } from '../../../src/views/importExport/importColumns';
import { fetchReferenceLabels } from '../../../src/views/importExport/referenceLabels';
import { findResource, getResource } from '../../../src/resources/declarations';

const parts = defineResource({
  name: 'test_part',
  api: { base: '/api/v1/test_part' },
  route: '/test/parts',
  access: { permissions: ['manage-part'] },
  menu: { group: 'management' },
  label: label('Parts', '物料'),
  recordLabel: label('Part', '物料'),
  fields: {
    mpn: text(label('MPN', '型号'), { maxBytes: 40 }),
    qty: integer(label('Quantity', '数量')),
    price: money(label('Price', '价格'), { scale: 4 }),
    rohs: boolean(label('RoHS', '环保')),
    eol_date: date(label('EOL date', '停产日期')),
    checked_at: datetime(label('Checked', '检查时间'), { readOnly: true }),
    lifecycle: enumOf(label('Lifecycle', '生命周期'), [
      { value: 'active', label: label('Active', '量产') },
      { value: 'eol', label: label('End of life', '停产') },
    ]),
    bg_id: reference(label('Business group', '事业群'), 'bg'),
    tags: multiReference(label('Tags', '标签'), 'bg'),
    extra: json(label('Extra', '附加')),
  },
  titleField: 'mpn',
  list: { columns: ['mpn'], search: ['mpn'], sort: { field: 'mpn', order: 'ASC' } },
});

const headers: Record<string, string> = { id: 'ID', ...Object.fromEntries(Object.entries(parts.fields).map(([name, field]) => [name, field.label.en])) };

describe('formula-looking text', () => {
  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '\0x'])('%j looks like a formula', (text) => {
    expect(looksLikeFormula(text)).toBe(true);
  });

  it.each(['abc', '1-2', 'a=b', ' =x', ''])('%j does not', (text) => {
    expect(looksLikeFormula(text)).toBe(false);
  });

  it('gets an apostrophe in CSV and stays as it is in xlsx (a string cell)', () => {
    expect(protectText('=HYPERLINK("x")', 'csv')).toBe(`'=HYPERLINK("x")`);
    expect(protectText('=HYPERLINK("x")', 'xlsx')).toBe('=HYPERLINK("x")');
    expect(protectText('plain', 'csv')).toBe('plain');
  });
});

describe('exportRows', () => {
  const record = {
    id: 7,
    mpn: '=cmd|/C calc',
    qty: 1200,
    price: '0.1234',
    rohs: true,
    eol_date: '2026-03-01',
    checked_at: '2025-01-02T03:04:05.000Z',
    lifecycle: 'eol',
    bg_id: 3,
    bg_id__title: 'Automotive',
    tags: [3, 4],
    tags__title: ['Automotive', 'Industrial'],
    extra: { a: 1 },
  };
  const labels = { bg_id: new Map([['3', 'AUTO']]), tags: new Map([['3', 'AUTO'], ['4', 'IND']]) };

  it('has id, then every declared field in declaration order, as columns', () => {
    expect(exportColumns(parts)).toEqual(['id', 'mpn', 'qty', 'price', 'rohs', 'eol_date', 'checked_at', 'lifecycle', 'bg_id', 'tags', 'extra']);
  });

  it('writes the labelled header, then what the screen shows: enum labels, reference titles with their keys beside them', () => {
    const [header, row] = exportRows({ decl: parts, headers, records: [record], labels, format: 'xlsx', find: findResource });
    expect(header).toEqual(['ID', 'MPN', 'Quantity', 'Price', 'RoHS', 'EOL date', 'Checked', 'Lifecycle', 'Business group', 'Business group code', 'Tags', 'Tags code', 'Extra']);
    expect(row).toEqual([7, '=cmd|/C calc', 1200, 0.1234, true, '2026-03-01', '2025-01-02T03:04:05.000Z', 'End of life', 'Automotive', 'AUTO', 'Automotive, Industrial', 'AUTO, IND', '{"a":1}']);
  });

  it('shows enum labels in the user language, and the key heading in it too', () => {
    const [header, row] = exportRows({ decl: parts, headers: {}, records: [record], labels, format: 'xlsx', locale: 'zh-CN', find: findResource });
    expect(row[header.indexOf('生命周期')]).toBe('停产');
    expect(row[header.indexOf('事业群编码')]).toBe('AUTO');
  });

  it('shows titles alone where the keys are unknown (the user may not read the referenced resource)', () => {
    const [header, row] = exportRows({ decl: parts, headers, records: [record], format: 'xlsx', find: findResource });
    expect(header).not.toContain('Business group code');
    expect(row[header.indexOf('Business group')]).toBe('Automotive');
  });

  it('protects text cells, never numbers, in CSV', () => {
    const rows = exportRows({ decl: parts, headers, records: [{ ...record, mpn: '-5V', qty: -3 }], labels, format: 'csv', find: findResource });
    expect(rows[1][1]).toBe("'-5V");
    expect(rows[1][2]).toBe(-3);
  });

  it('protects a formula-looking reference key and header too', () => {
    const rows = exportRows({ decl: parts, headers: { ...headers, mpn: '=MPN' }, records: [record], labels: { bg_id: new Map([['3', '@AUTO']]) }, format: 'csv', find: findResource });
    expect(rows[0][1]).toBe("'=MPN");
    expect(rows[1][9]).toBe("'@AUTO");
  });

  it('leaves blanks empty and keeps an unknown reference as its id, as the server export does', () => {
    const [, row] = exportRows({ decl: parts, headers, records: [{ id: 1, mpn: '', bg_id: 99 }], format: 'xlsx', find: findResource });
    expect(row).toEqual([1, null, null, null, null, null, null, null, 99, null, null]);
  });

  it('keeps enum values in the raw cell (the labels are the sheet columns\' work)', () => {
    expect(cellOf(shipCustomer.fields.currency, 'CNY')).toBe('CNY');
  });

  it('writes a date column as YYYY-MM-DD, the same day whatever the time zone', () => {
    expect(cellOf(parts.fields.eol_date, '2026-03-01T00:00:00.000Z')).toBe('2026-03-01');
  });
});

describe('headerFields (which column an import reads)', () => {
  it('maps names and labels in either language, and greys id, read-only, unknown and repeated columns', () => {
    expect(headerFields(parts, ['ID', 'mpn', ' quantity ', '价格', 'Checked', 'Colour', 'MPN'])).toEqual([undefined, 'mpn', 'qty', 'price', undefined, undefined, undefined]);
  });
});

describe('fetchAllRows', () => {
  function fakeProvider(total: number) {
    const calls: GetListParams[] = [];
    const provider = {
      getList: async (_resource: string, params: GetListParams) => {
        calls.push(params);
        const { page, perPage } = params.pagination!;
        const start = (page - 1) * perPage;
        const data: RaRecord[] = Array.from({ length: Math.max(0, Math.min(perPage, total - start)) }, (_, i) => ({ id: start + i + 1 }));
        return { data, total };
      },
    } as unknown as DataProvider;
    return { provider, calls };
  }

  it('reads pages of 500 until the total is covered, past 1,000 rows', async () => {
    const { provider, calls } = fakeProvider(1234);
    const progress: number[] = [];
    const query = { filter: { status: 'active' }, sort: { field: 'code', order: 'ASC' as const } };
    const rows = await fetchAllRows(provider, 'x', query, (p) => progress.push(p.fetched));
    expect(rows).toHaveLength(1234);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1234);
    expect(calls.map((c) => c.pagination)).toEqual([1, 2, 3].map((page) => ({ page, perPage: 500 })));
    expect(calls.every((c) => c.filter.status === 'active' && c.sort?.field === 'code')).toBe(true);
    expect(progress).toEqual([500, 1000, 1234]);
  });

  it('asks once for an empty list', async () => {
    const { provider, calls } = fakeProvider(0);
    expect(await fetchAllRows(provider, 'x', { filter: {}, sort: { field: 'id', order: 'ASC' } })).toEqual([]);
    expect(calls).toHaveLength(1);
  });

  it('stops when cancelled', async () => {
    const { provider } = fakeProvider(5000);
    const abort = new AbortController();
    const reading = fetchAllRows(provider, 'x', { filter: {}, sort: { field: 'id', order: 'ASC' } }, () => abort.abort(), abort.signal);
    await expect(reading).rejects.toThrow();
  });
});

describe('fetchReferenceLabels', () => {
  const records = [
    { id: 1, bg_id: 3, bg_id__title: 'Automotive', tags: [3, 4], tags__title: ['Automotive', 'Industrial'] },
    { id: 2, bg_id: 4, bg_id__title: 'Industrial', tags: [], tags__title: [] },
  ];

  function fakeProvider() {
    const asked: string[][] = [];
    const provider = {
      getMany: async (_resource: string, params: { ids: unknown[] }) => {
        asked.push(params.ids.map(String));
        return { data: params.ids.map((id) => ({ id, code: id === '3' ? 'AUTO' : 'IND', name: `name ${id}` })) };
      },
    } as unknown as DataProvider;
    return { provider, asked };
  }

  it('names referenced records by their natural key, reading each id once for fields sharing a resource', async () => {
    const { provider, asked } = fakeProvider();
    const labels = await fetchReferenceLabels(provider, parts, records, getResource);
    expect(labels.bg_id.get('3')).toBe('AUTO');
    expect(labels.tags.get('4')).toBe('IND');
    expect(asked).toEqual([['3', '4']]);
  });

  it('looks up no key the user may not read, without asking (the export then shows the titles alone)', async () => {
    const { provider, asked } = fakeProvider();
    const labels = await fetchReferenceLabels(provider, parts, records, getResource, { mayRead: async () => false });
    expect(labels).toEqual({});
    expect(asked).toEqual([]);
  });
});
