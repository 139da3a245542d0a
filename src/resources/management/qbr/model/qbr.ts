import { defineResource } from '../../../../schema';
import { enumOf, integer, label, money, reference, remarkField } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'].map((q) => ({ value: q, label: label(q, q) }));

/**
 * QBR (quarterly business review) commitment: the price and quantity agreed with a customer for one
 * material in one end customer's design, for one quarter. One commitment per key and quarter.
 */
export const qbr = defineResource({
  name: 'qbr',
  api: { base: '/api/v2/qbr' },
  route: '/management/price/qbr',
  access: { permissions: ['view-qbr', 'manage-qbr'] },
  menu: { group: 'management', section: 'price', order: 9 },
  label: label('QBR commitments', 'QBR 承诺'),
  recordLabel: label('QBR commitment', 'QBR 承诺'),
  fields: {
    year: integer(label('Year', '年度'), { required: true, min: 2000, max: 2100 }),
    quarter: enumOf(label('Quarter', '季度'), QUARTERS, { required: true }),
    ship_customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    end_customer_id: reference(label('End customer', '终端客户'), 'end_customer', { required: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    target_price: money(label('Target price', '目标价'), { required: true, scale: 4, currencyField: 'currency' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    commit_qty: integer(label('Committed quantity', '承诺数量'), { required: true, min: 1, max: 1_000_000_000 }),
    remark: remarkField(),
  },
  titleField: 'material_id',
  list: {
    columns: ['year', 'quarter', 'ship_customer_id', 'end_customer_id', 'material_id', 'target_price', 'currency', 'commit_qty', 'updated_by'],
    search: [],
    sort: { field: 'year', order: 'DESC' },
  },
  uniqueTogether: [['ship_customer_id', 'end_customer_id', 'material_id', 'year', 'quarter']],
  // The same set identifies a commitment in an import: the export imported back updates it.
  naturalKey: ['ship_customer_id', 'end_customer_id', 'material_id', 'year', 'quarter'],
});
