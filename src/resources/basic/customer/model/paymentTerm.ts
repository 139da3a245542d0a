import { defineResource } from '../../../../schema';
import { decimal, enumOf, integer, label, masterDataFields, text } from '../../../../schema/fields';

/** Payment term: when an invoice falls due (NET30, 2/10 NET30, prepayment ...). */
export const paymentTerm = defineResource({
  name: 'payment_term',
  api: { base: '/api/v1/payment_term' },
  route: '/basic/customer/paymentTermManagement',
  access: { permissions: ['manage-payment-term'] },
  menu: { group: 'basic', section: 'customer', order: 6 },
  label: label('Payment terms', '付款条件'),
  recordLabel: label('Payment term', '付款条件'),
  fields: masterDataFields({ code: label('Term code', '条件代码') }, {
    name: text(label('Description', '描述'), { required: true, maxBytes: 120 }),
    basis: enumOf(
      label('Due from', '起算日'),
      [
        { value: 'invoice', label: label('Invoice date', '发票日') },
        { value: 'month_end', label: label('Month end', '月结') },
        { value: 'delivery', label: label('Delivery date', '交货日') },
        { value: 'prepaid', label: label('Prepayment', '预付款') },
      ],
      { required: true, defaultValue: 'invoice' },
    ),
    days: integer(label('Net days', '账期天数'), { required: true, min: 0, max: 365, defaultValue: 30 }),
    discount_days: integer(label('Discount days', '折扣天数'), { min: 0, max: 365, listHidden: true }),
    discount_percent: decimal(label('Discount %', '折扣 %'), { scale: 2, min: 0, max: 100, listHidden: true }),
  }),
  titleField: 'code',
  list: { columns: ['code', 'name', 'basis', 'days', 'status'], search: ['code', 'name'], sort: { field: 'days', order: 'ASC' } },
  naturalKey: ['code'],
});
