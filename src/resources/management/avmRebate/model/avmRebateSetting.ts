import { defineResource } from '../../../../schema';
import { boolean, decimal, integer, label, reference, remarkField, statusField } from '../../../../schema/fields';

import { AVM_REBATE_ACCESS } from './wire';

/**
 * A customer's rebate for one year: a percentage of the sales reconciled, for one part or (no part)
 * every part of the customer; a part's own setting wins. `deduct`: the rebate is deducted on the
 * invoice; otherwise it is refunded after the year (the refund amounts).
 */
export const avmRebateSetting = defineResource({
  name: 'avm_rebate_setting',
  api: { base: '/api/v2/avm-reconciliation/rebate-setting' },
  route: '/am/reconciliation/rebateSetting',
  access: AVM_REBATE_ACCESS,
  menu: { group: 'am', section: 'reconciliation', order: 3 },
  label: label('Rebate settings', '返利设置'),
  recordLabel: label('Rebate setting', '返利设置'),
  fields: {
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true, column: { maxWidth: 200 } }),
    material_id: reference(label('Material (blank: all parts)', '物料（留空：全部料号）'), 'material'),
    year: integer(label('Year', '年度'), { required: true, min: 2000, max: 2100 }),
    rebate_rate: decimal(label('Rebate rate (%)', '返利比例（%）'), { required: true, scale: 4, min: 0, max: 100 }),
    deduct: boolean(label('Deducted on invoice', '发票抵扣'), { defaultValue: false }),
    status: statusField(),
    remark: remarkField(),
  },
  titleField: 'customer_id',
  list: { columns: ['customer_id', 'material_id', 'year', 'rebate_rate', 'deduct', 'status'], search: ['remark'], sort: { field: 'year', order: 'DESC' } },
  naturalKey: ['customer_id', 'material_id', 'year'],
  uniqueTogether: [['customer_id', 'material_id', 'year']],
});
