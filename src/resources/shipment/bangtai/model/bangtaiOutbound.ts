import { defineResource } from '../../../../schema';
import { date, datetime, enumOf, label, remarkField, text } from '../../../../schema/fields';
import { BANGTAI_ACCESS, bangtaiStockFields } from './fields';
import { outboundStatuses } from './statuses';

/**
 * An outbound notice: goods the 3PL warehouse is to ship to a customer. Its status moves only through
 * PUT /api/v1/bangtai/outbound/status/{id}: "shipped" takes the quantity from the stock (refused when
 * the lot holds less) and records it in the history.
 */
export const bangtaiOutbound = defineResource({
  name: 'bangtai_outbound',
  api: { base: '/api/v1/bangtai/outbound' },
  route: '/shipment/bangtaiInventory/outbound',
  routeParent: '/shipment/bangtaiInventory',
  access: BANGTAI_ACCESS,
  menu: { group: 'shipment', section: 'bangtaiInventory', order: 3, visibleTo: { permissions: ['view-bangtai-inventory'] } },
  label: label('Bangtai outbound', '邦泰出库'),
  recordLabel: label('Outbound notice', '出库通知'),
  fields: {
    outbound_no: text(label('Outbound no.', '出库单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    order_no: text(label('Order no.', '订单号'), { maxBytes: 30 }),
    ...bangtaiStockFields(),
    ship_to: text(label('Ship to', '收货方'), { maxBytes: 100 }),
    ship_date: date(label('Ship date', '出货日期')),
    status: enumOf(label('Status', '状态'), outboundStatuses, { required: true, defaultValue: 'pending', readOnly: true }),
    done_at: datetime(label('Shipped at', '出库时间'), { readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'outbound_no',
  list: {
    columns: ['outbound_no', 'order_no', 'customer_no', 'material_id', 'lot_no', 'qty', 'ship_date', 'status', 'done_at'],
    search: ['outbound_no', 'order_no', 'customer_no', 'lot_no', 'ship_to'],
    sort: { field: 'outbound_no', order: 'DESC' },
  },
  naturalKey: ['outbound_no'],
  actions: { row: ['bangtaiStatus', 'bangtaiByCustomer'], show: ['bangtaiStatus', 'bangtaiByCustomer'] },
});
