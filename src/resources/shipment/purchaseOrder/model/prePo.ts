import { defineResource } from '../../../../schema';
import { date, enumOf, integer, label, reference, remarkField, text } from '../../../../schema/fields';
import { PO_ACCESS } from './purchaseOrder';

export const PRE_PO_STATUSES = [
  { value: 'open', label: label('Not bound', '未绑定'), color: 'warning' as const },
  { value: 'bound', label: label('Bound', '已绑定'), color: 'success' as const },
];

/**
 * A pre-PO: a purchase the buyer plans for a vendor's part before the PO exists (a forecast or a
 * customer's demand to cover). Binding it to a PO of the same vendor and part (`PUT
 * /api/v2/pre-po/binding/{id}`) counts its quantity into the PO's `bound_qty`; the shift call moves
 * quantity between pre-POs and POs. Neither ever creates or loses quantity.
 * The spec gives pre-PO no screen of its own: it is listed under the PO management screen.
 */
export const prePo = defineResource({
  name: 'pre_po',
  api: { base: '/api/v2/pre-po' },
  route: '/shipment/order/poManagement/prePo',
  routeParent: '/shipment/order/poManagement',
  access: PO_ACCESS,
  menu: { group: 'shipment', section: 'order', order: 21 },
  label: label('Pre-POs', '预采购单'),
  recordLabel: label('Pre-PO', '预采购单'),
  fields: {
    pre_po_no: text(label('Pre-PO no.', '预采购单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
    vendor_id: reference(label('Vendor', '供应商'), 'vendor', { required: true }),
    bg_id: reference(label('Business group', '事业群'), 'bg'),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    qty: integer(label('Quantity', '数量'), { required: true, min: 0, max: 1_000_000_000 }),
    request_date: date(label('Request date', '需求日期')),
    po_id: reference(label('Bound PO', '绑定 PO'), 'purchase_order', { readOnly: true }),
    status: enumOf(label('Status', '状态'), PRE_PO_STATUSES, { required: true, defaultValue: 'open', readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'pre_po_no',
  list: {
    columns: ['pre_po_no', 'vendor_id', 'bg_id', 'material_id', 'qty', 'request_date', 'po_id', 'status', 'created_by'],
    search: ['pre_po_no'],
    sort: { field: 'request_date', order: 'DESC' },
  },
  naturalKey: ['pre_po_no'],
  // Binding and shifting (src/resources/shipment/purchaseOrder/actions): calls of their own that move quantity.
  actions: { row: ['bindPrePo', 'shiftPrePo'], show: ['bindPrePo', 'shiftPrePo'] },
  states: {
    field: 'status',
    // A bound pre-PO is part of its PO's bound quantity: editing or deleting it would change that.
    final: ['bound'],
    transitions: {},
  },
});
