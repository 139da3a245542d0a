// Field rights in the declaration language: which fields are guarded, by which right, what a user
// without it is denied, and the declaration mistakes refused where they are written.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';
import { deniedFields, defineResource, DeclarationError, fieldRight, fieldRightCatalogue, mayCreateWithFields, recordSchema, visibleDeclaration, type Principal } from '../../../src/schema';
import { label, money, text } from '../../../src/schema/fields';

const user = (fields: string[]): Principal => ({ roles: [], permissions: [], fields: fields.map((name) => ({ name })) });

const base = {
  name: 'quote',
  api: { base: '/api/v1/quote' },
  route: '/quote',
  access: { permissions: ['manage-quote'] },
  menu: { group: 'basic' as const },
  label: label('Quotes', '报价'),
  recordLabel: label('Quote', '报价'),
  titleField: 'code',
  list: { columns: ['code', 'cost', 'price'], search: ['code'], sort: { field: 'code', order: 'ASC' as const } },
  naturalKey: ['code'],
};
const quote = defineResource({
  ...base,
  fields: {
    code: text(label('Code', '编号'), { maxBytes: 20, required: true }),
    cost: money(label('Cost', '成本'), { guarded: true }),
    price: money(label('Price', '价格'), { guarded: 'pricing.sell', required: true }),
  },
});

describe('guarded fields', () => {
  it('names a right <resource>.<field> by default, or as the declaration says', () => {
    expect(fieldRight(quote, 'cost')).toBe('quote.cost');
    expect(fieldRight(quote, 'price')).toBe('pricing.sell');
    expect(fieldRight(quote, 'code')).toBeUndefined();
  });

  it('denies the guarded fields whose right the user does not hold', () => {
    expect(deniedFields(quote, user([]))).toEqual(['cost', 'price']);
    expect(deniedFields(quote, user(['quote.cost']))).toEqual(['price']);
    expect(deniedFields(quote, { roles: [], permissions: [], fields: ['quote.cost', 'pricing.sell'] })).toEqual([]);
    expect(deniedFields(quote, undefined)).toEqual(['cost', 'price']);
  });

  it("gives a user's view of the declaration without the denied fields, the same object each time", () => {
    const view = visibleDeclaration(quote, user(['pricing.sell']));
    expect(Object.keys(view.fields)).toEqual(['code', 'price']);
    expect(view.list.columns).toEqual(['code', 'price']);
    expect(visibleDeclaration(quote, user(['pricing.sell']))).toBe(view);
    expect(visibleDeclaration(quote, user(['quote.cost', 'pricing.sell']))).toBe(quote);
    // The view validates without the hidden field, and does not disturb the whole declaration's schema.
    expect(Object.keys(recordSchema(view).fields)).toEqual(['code', 'price']);
    expect(Object.keys(recordSchema(quote).fields)).toEqual(['code', 'cost', 'price']);
  });

  it('does not let a user create a record whose required guarded field they may not set', () => {
    expect(mayCreateWithFields(quote, user(['quote.cost']))).toBe(false);
    expect(mayCreateWithFields(quote, user(['pricing.sell']))).toBe(true);
  });

  it('refuses a guarded key, title, search field or default sort, and a badly written right', () => {
    const guardedCode = { ...quote.fields, code: text(label('Code', '编号'), { maxBytes: 20, guarded: true }) };
    expect(() => defineResource({ ...base, fields: guardedCode })).toThrow(/guarded field "code" cannot be a natural key/);
    expect(() => defineResource({ ...base, list: { ...base.list, sort: { field: 'cost', order: 'ASC' } }, fields: quote.fields })).toThrow(DeclarationError);
    expect(() => defineResource({ ...base, fields: { ...quote.fields, cost: money(label('Cost', '成本'), { guarded: 'Cost!' }) } })).toThrow(/dotted snake_case/);
    expect(() => defineResource({ ...base, fields: { ...quote.fields, cost: money(label('Cost', '成本'), { guarded: 'cost' }) } })).toThrow(DeclarationError);
  });

  it('lists the rights of the real declarations: prices, costs and ratios', () => {
    const catalogue = fieldRightCatalogue(resources);
    expect(catalogue.map((e) => [e.name, e.fields.map((f) => `${f.resource}.${f.field}`)])).toEqual([
      ['inventory.price', ['inventory.unit_price', 'inventory_price.unit_price']],
      ['material.standard_cost', ['material.standard_cost']],
      ['prepaid.price', ['prepaid.initial_price', 'prepaid.paid_amount']],
      ['price_purchase.cost', ['price_purchase.purchase_price', 'price_purchase.landed_cost']],
      ['price_ti.dbp', ['price_ti.dbp', 'price_ti_quote.dbp']],
      ['vendor_ratio.ratio', ['vendor_type.default_ratio', 'vendor_ratio.ratio']],
    ]);
  });
});
