import { defineResource, type StatesDeclaration } from '../../../../schema';
import { date, enumOf, integer, label, reference, remarkField, text } from '../../../../schema/fields';
import { PDC_ACCESS } from './wire';

export const PDC_STATUSES = [
  { value: 'on_way', label: label('On the way', '在途'), color: 'info' as const },
  { value: 'arrived', label: label('Arrived', '已到港'), color: 'warning' as const },
  { value: 'received', label: label('Received', '已收货'), color: 'success' as const },
  { value: 'cancelled', label: label('Cancelled', '已取消'), color: 'default' as const },
];

/**
 * The status moves only by its calls: arrival by the declared transition (PUT /api/v2/pdc/arrive, one
 * or a selection), receipt and cancellation by the module's calls, which also move stock or refuse.
 */
const arrival = {
  field: 'status',
  transitions: {
    arrive: { label: label('Mark arrived', '标记到港'), permissions: ['manage-pdc'], from: ['on_way'], to: 'arrived', inputs: ['arrived_on'], requiredInputs: ['arrived_on'], reason: 'arrived' },
  },
  groups: {
    arrive: {
      label: label('Mark arrived', '标记到港'),
      title: label('Mark the shipment arrived', '标记在途货已到港'),
      confirmLabel: label('Mark arrived', '标记到港'),
      done: label('Marked arrived', '已标记到港'),
      bulk: true,
      skipOthers: true,
      bulkLabel: label('Mark selected arrived', '所选标记到港'),
      bulkTitle: label('Mark 1 shipment arrived |||| Mark %{smart_count} shipments arrived', '将所选 %{smart_count} 条在途货标记到港'),
      bulkDone: label('%{done} marked arrived, %{skipped} skipped (not on the way)', '%{done} 条已标记到港，%{skipped} 条跳过（不在途）'),
      sharedInput: label('Arrival date for every shipment', '所有在途货的到货日期'),
      itemInput: label('Arrival date of %{title}', '%{title} 的到货日期'),
      notInFrom: label('Not on the way: skipped', '不在途：跳过'),
      inputMissing: label('The arrival date is required', '必须填写到货日期'),
      none: label('None of the selected shipments is on the way', '所选在途货都不在途'),
      placement: ['row', 'show'],
      method: 'PUT',
      path: 'arrive',
    },
  },
} satisfies StatesDeclaration;

/**
 * PDC shipment: one line of a supplier's shipping notice from its distribution centre, on its way to
 * one of our storage locations. Created by hand, by the import update, or from the TI / FITI notice
 * files (`source`). `DELETE /api/v2/pdc/onway/{id}` cancels a line still on the way; receiving it
 * (`POST /api/v2/pdc/{id}/receive`) books its quantity into stock.
 */
export const pdc = defineResource({
  name: 'pdc',
  api: { base: '/api/v2/pdc' },
  route: '/shipment/pdclist',
  routeAliases: { show: 'detail/:id' },
  access: PDC_ACCESS,
  menu: { group: 'shipment', section: 'pdclist', order: 1 },
  label: label('PDC shipments', 'PDC 在途'),
  recordLabel: label('PDC shipment', 'PDC 在途货'),
  fields: {
    delivery_no: text(label('Delivery no.', '交货单号'), {
      required: true,
      unique: true,
      maxBytes: 40,
      upperCase: true,
      pattern: { source: '^[A-Z0-9][A-Z0-9_./-]*$', message: label('letters, digits, - _ . / only, no spaces', '只能包含字母、数字和 - _ . /，不能有空格') },
    }),
    source: enumOf(
      label('Source', '来源'),
      [
        { value: 'manual', label: label('Entered', '手工录入') },
        { value: 'TI', label: label('TI notice', 'TI 通知') },
        { value: 'FITI', label: label('FITI notice', 'FITI 通知') },
      ],
      { required: true, defaultValue: 'manual' },
    ),
    supplier: text(label('Supplier', '供应商'), { required: true, maxBytes: 60 }),
    origin_dc: text(label('Shipped from (DC)', '发货仓（DC）'), { required: true, maxBytes: 60 }),
    waybill_no: text(label('Waybill no.', '运单号'), { required: true, maxBytes: 40 }),
    invoice_no: text(label('Invoice no.', '发票号'), { required: true, maxBytes: 40 }),
    carrier: text(label('Carrier', '承运商'), { maxBytes: 60 }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
    sloc_id: reference(label('Destination SLOC', '目的库位'), 'sloc', { required: true }),
    ship_date: date(label('Shipped on', '发货日期'), { required: true }),
    eta: date(label('ETA', '预计到货')),
    arrived_on: date(label('Arrived on', '到货日期'), { listHidden: true, readOnly: true }),
    status: enumOf(label('Status', '状态'), PDC_STATUSES, { required: true, defaultValue: 'on_way', readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'delivery_no',
  list: {
    columns: ['delivery_no', 'source', 'supplier', 'waybill_no', 'invoice_no', 'material_id', 'qty', 'sloc_id', 'ship_date', 'eta', 'status'],
    search: ['delivery_no', 'waybill_no', 'invoice_no', 'supplier'],
    sort: { field: 'ship_date', order: 'DESC' },
  },
  naturalKey: ['delivery_no'],
  states: arrival,
  actions: { list: ['pdcMailImport'], show: ['pdcJusdaTracking', 'pdcReceive', 'pdcCancelOnway'] },
});
