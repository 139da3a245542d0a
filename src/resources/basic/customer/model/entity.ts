import { defineResource } from '../../../../schema';
import { countryField, enumOf, label, masterDataFields, text } from '../../../../schema/fields';

export const CURRENCIES = ['USD', 'CNY', 'HKD', 'TWD', 'EUR', 'JPY', 'SGD', 'KRW', 'MYR', 'THB', 'VND', 'INR', 'GBP'].map((c) => ({ value: c, label: label(c, c) }));

/** Legal entity: the company of the group that sells, buys and invoices. */
export const entity = defineResource({
  name: 'entity',
  api: { base: '/api/v1/entity' },
  route: '/basic/customer/entityManagement',
  access: { permissions: ['manage-entity'] },
  menu: { group: 'basic', section: 'customer', order: 3 },
  label: label('Entities', '法人实体'),
  recordLabel: label('Entity', '法人实体'),
  fields: masterDataFields({ code: label('Entity code', '实体代码') }, {
    name: text(label('Legal name', '法定名称'), { required: true, maxBytes: 200 }),
    short_name: text(label('Short name', '简称'), { maxBytes: 60 }),
    country: countryField({ required: true }),
    tax_id: text(label('Tax ID', '税号'), { maxBytes: 40 }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    address: text(label('Address', '地址'), { maxBytes: 300, multiline: true, listHidden: true }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'short_name', 'country', 'currency', 'status'], search: ['code', 'name', 'short_name', 'tax_id'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
