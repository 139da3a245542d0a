// The declared periods: defineResource refuses a rule the server could not check.
import { describe, expect, it } from 'vitest';
import { defineResource, type PeriodsDeclaration } from '../../../src/schema';
import { date, integer, label, text } from '../../../src/schema/fields';

const priced = (periods: PeriodsDeclaration) =>
  defineResource({
    name: 'priced', api: { base: '/api/x/priced' }, route: '/x/priced', access: { permissions: ['p'] }, menu: { group: 'basic' },
    label: label('Prices', '价格'), recordLabel: label('Price', '价格'), titleField: 'code',
    fields: { code: text(label('Code', '代码'), { maxBytes: 20 }), qty: integer(label('Qty', '数量')), from: date(label('From', '起'), { required: true }), to: date(label('To', '止')) },
    list: { columns: ['code'], search: [], sort: { field: 'code', order: 'ASC' } },
    periods,
  });

describe('periods', () => {
  it('takes two date fields, a required start and a key of other fields', () => {
    expect(priced({ from: 'from', to: 'to', key: ['code'] }).periods).toEqual({ from: 'from', to: 'to', key: ['code'] });
    expect(() => priced({ from: 'from', to: 'qty', key: ['code'] })).toThrow(/two date/);
    expect(() => priced({ from: 'to', to: 'from', key: ['code'] })).toThrow(/must be required/);
    expect(() => priced({ from: 'from', to: 'to', key: ['from'] })).toThrow(/key "from" must be another field/);
    expect(() => priced({ from: 'from', to: 'to', key: [] })).toThrow(/key needs a field/);
  });
});
