import { defineResource } from '../../../../schema';
import { enumOf, label, masterDataFields, text } from '../../../../schema/fields';

/** What a rate of the item is multiplied by: the chargeable weight, the volume, or once per shipment. */
export const CHARGE_BASES = [
  { value: 'per_kg', label: label('Per kg (chargeable weight)', '按公斤（计费重）') },
  { value: 'per_cbm', label: label('Per cubic metre', '按立方米') },
  { value: 'per_shipment', label: label('Per shipment', '按票') },
];

/** Expense item (route charge): one kind of freight cost a route quote prices, e.g. air freight, fuel surcharge, customs. */
export const routeCharge = defineResource({
  name: 'route_charge',
  api: { base: '/api/v2/route-charge' },
  route: '/management/routeQuote/expenseItemSetting',
  access: { permissions: ['manage-route-charge'] },
  menu: { group: 'management', section: 'routeQuote', order: 1 },
  label: label('Expense items', '费用项目'),
  recordLabel: label('Expense item', '费用项目'),
  fields: masterDataFields({ code: label('Item code', '费用代码'), codeBytes: 20 }, {
    name: text(label('Item name', '费用名称'), { required: true, maxBytes: 100 }),
    basis: enumOf(label('Charged', '计费方式'), CHARGE_BASES, { required: true, defaultValue: 'per_kg' }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'basis', 'status', 'updated_at'], search: ['code', 'name'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
