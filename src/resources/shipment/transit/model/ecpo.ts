import { defineResource } from '../../../../schema';
import { codeField, date, enumOf, integer, label, reference, remarkField } from '../../../../schema/fields';
import { ECPO_ACCESS } from './wire';

/**
 * ECPO: an end customer's purchase order waiting for supply. Logistics covers it with goods still on
 * the way: each on-way link (table ecpo_onway, written only by the calls of
 * server/modules/shipment/transit/ecpoRoutes.ts) books part of one PDC shipment for this order, and
 * a shipment is never booked beyond its quantity.
 */
export const ecpo = defineResource({
  name: 'ecpo',
  api: { base: '/api/v1/ecpo' },
  route: '/shipment/ship/ecpo',
  access: ECPO_ACCESS,
  menu: { group: 'shipment', section: 'ship', order: 20 },
  label: label('ECPO on the way', 'ECPO 在途'),
  recordLabel: label('ECPO', 'ECPO'),
  fields: {
    ecpo_no: codeField(label('ECPO no.', 'ECPO 单号'), 30),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    order_qty: integer(label('Ordered quantity', '订单数量'), { required: true, min: 1 }),
    need_date: date(label('Needed by', '需求日期')),
    status: enumOf(
      label('Status', '状态'),
      [
        { value: 'open', label: label('Open', '未结'), color: 'info' },
        { value: 'closed', label: label('Closed', '已结案'), color: 'default' },
      ],
      { required: true, defaultValue: 'open' },
    ),
    remark: remarkField(),
  },
  titleField: 'ecpo_no',
  list: {
    columns: ['ecpo_no', 'customer_id', 'material_id', 'order_qty', 'need_date', 'status', 'updated_at'],
    search: ['ecpo_no'],
    sort: { field: 'ecpo_no', order: 'DESC' },
  },
  naturalKey: ['ecpo_no'],
  views: { show: 'ecpoShow' },
});
