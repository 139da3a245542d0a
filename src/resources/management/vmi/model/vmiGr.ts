import { defineResource } from '../../../../schema';
import { date, integer, label, reference, remarkField, text } from '../../../../schema/fields';

export const VMI_GR_ACCESS = { permissions: ['manage-gr-list'] };
// In wire.ts, which the progress screens' route list reads without this declaration.
export { VMI_GR_PROGRESS_ACCESS } from './wire';

/**
 * VMI goods receipt: one line of a supplier's invoice received into a VMI hub (the 3PL's receipt
 * feed): the quantity the invoice ships and the quantity counted in so far. One row per invoice and
 * material; the progress screen sums them per invoice.
 */
export const vmiGr = defineResource({
  name: 'vmi_gr',
  api: { base: '/api/v1/vmi/gr' },
  route: '/management/vmi/vmiGR',
  access: VMI_GR_ACCESS,
  menu: { group: 'management', section: 'vmi', order: 1 },
  label: label('VMI goods receipts', 'VMI 收货'),
  recordLabel: label('VMI goods receipt', 'VMI 收货'),
  fields: {
    invoice_no: text(label('Invoice no.', '发票号'), { required: true, maxBytes: 40, upperCase: true }),
    gr_no: text(label('GR no.', '收货单号'), { maxBytes: 30, upperCase: true }),
    supplier: text(label('Supplier', '供应商'), { required: true, maxBytes: 100 }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    sloc_id: reference(label('VMI hub', 'VMI 仓'), 'sloc', { required: true }),
    ordered_qty: integer(label('Invoice qty', '发票数量'), { required: true, min: 1 }),
    received_qty: integer(label('Received qty', '已收数量'), { required: true, min: 0, defaultValue: 0 }),
    gr_date: date(label('GR date', '收货日期')),
    remark: remarkField(),
  },
  titleField: 'invoice_no',
  list: {
    columns: ['invoice_no', 'gr_no', 'supplier', 'material_id', 'sloc_id', 'ordered_qty', 'received_qty', 'gr_date'],
    search: ['invoice_no', 'gr_no', 'supplier'],
    sort: { field: 'gr_date', order: 'DESC' },
  },
  naturalKey: ['invoice_no', 'material_id'],
  uniqueTogether: [['invoice_no', 'material_id']],
});
