import { defineResource, type CommandRefusal } from '../../../../schema';
import { codeField, date, enumOf, file, integer, label, reference, remarkField, text } from '../../../../schema/fields';
import { RMA_ACCESS } from '../../../../contract/logistics';

/** The task's flow: created -> notified (vendor told) -> called back (vendor answered) -> released (goods go back). */
export const RMA_STATUSES = [
  { value: 'created', label: label('Created', '已创建'), color: 'default' as const },
  { value: 'notified', label: label('Notified', '已通知'), color: 'info' as const },
  { value: 'called_back', label: label('Called back', '已回复'), color: 'primary' as const },
  { value: 'released', label: label('Released', '已放行'), color: 'success' as const },
];
const DOC_STATES = [
  { value: 'missing', label: label('Missing', '未上传'), color: 'warning' as const },
  { value: 'uploaded', label: label('Uploaded', '已上传'), color: 'success' as const },
];
const RETURN_REASONS = [
  { value: 'defect', label: label('Defective', '不良品') },
  { value: 'wrong_part', label: label('Wrong part', '错料') },
  { value: 'excess', label: label('Excess stock', '多余库存') },
  { value: 'other', label: label('Other', '其他') },
];

const refuseIn = (states: string[], en: string, zh: string): CommandRefusal => ({ field: 'status', in: states, message: label(en, zh) });

/** RMA task: goods a customer returns, to be sent back to the vendor once the vendor has answered. */
export const rmaTask = defineResource({
  name: 'rma_task',
  // The spec's calls sit below /api/v1/rma (tasks, task/{id}, notify/{id} ...); the generic CRUD uses this base.
  api: { base: '/api/v1/rma' },
  route: '/shipment/returnGoods/rma',
  routeAliases: { show: 'detail/:id' },
  access: RMA_ACCESS,
  menu: { group: 'shipment', section: 'returnGoods', order: 1 },
  label: label('RMA tasks', 'RMA 任务'),
  recordLabel: label('RMA task', 'RMA 任务'),
  fields: {
    rma_no: codeField(label('RMA no.', 'RMA 编号'), 30),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    manufacturer_id: reference(label('Vendor (manufacturer)', '原厂'), 'manufacturer', { required: true }),
    reason: enumOf(label('Return reason', '退货原因'), RETURN_REASONS, { required: true, defaultValue: 'defect' }),
    status: enumOf(label('Status', '状态'), RMA_STATUSES, { required: true, defaultValue: 'created', readOnly: true }),
    // The spec's default callback date.
    callback_date: date(label('Callback date', '回复日期'), { defaultValue: '2022-01-15' }),
    notify_doc: enumOf(label('Notify letter', '通知函'), DOC_STATES, { required: true, defaultValue: 'missing', readOnly: true }),
    notify_file: file(label('Notify letter file', '通知函文件'), { readOnly: true, listHidden: true }),
    callback_doc: enumOf(label('Vendor callback', '原厂回复'), DOC_STATES, { required: true, defaultValue: 'missing', readOnly: true }),
    callback_file: file(label('Vendor callback file', '原厂回复文件'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'rma_no',
  list: {
    columns: ['rma_no', 'customer_id', 'manufacturer_id', 'reason', 'status', 'callback_date', 'notify_doc', 'callback_doc', 'updated_at'],
    search: ['rma_no'],
    sort: { field: 'rma_no', order: 'DESC' },
  },
  naturalKey: ['rma_no'],
  lines: {
    items: {
      label: label('Returned parts', '退货料号'),
      table: 'rma_item',
      parentField: 'rma_task_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
        qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
        date_code: text(label('Date code', '批次号'), { maxBytes: 20 }),
      },
      columns: ['material_id', 'qty', 'date_code'],
      titleField: 'material_id',
      orderField: 'line_no',
      totals: ['qty'],
      max: { count: 100, message: label('An RMA may have at most %{max} parts', '一个 RMA 最多 %{max} 个料号') },
    },
    shipments: {
      label: label('RMA shipping', 'RMA 出货'),
      table: 'rma_ship',
      parentField: 'rma_task_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        ship_date: date(label('Ship date', '出货日期'), { required: true }),
        carrier: text(label('Carrier', '承运商'), { required: true, maxBytes: 60 }),
        tracking_no: text(label('Tracking no.', '运单号'), { required: true, maxBytes: 40 }),
        material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
        qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
      },
      columns: ['ship_date', 'carrier', 'tracking_no', 'material_id', 'qty'],
      titleField: 'tracking_no',
      orderField: 'line_no',
      totals: ['qty'],
      grid: false,
    },
  },
  actions: { show: ['rmaFiles'] },
  views: { show: 'rmaShow' },
  // Commands rather than transitions: each spec call names one task in its path (POST /api/v1/rma/notify/{id}).
  commands: {
    notify: {
      label: label('Notify vendor', '通知原厂'),
      confirm: label('Mark %{name} as notified to the vendor?', '确认 %{name} 已通知原厂？'),
      done: label('%{name} notified', '%{name} 已通知'),
      permissions: RMA_ACCESS.permissions,
      when: { status: 'created' },
      set: { status: 'notified' },
      refuse: [
        refuseIn(['called_back', 'released'], 'The task is already %{value}', '该任务已是%{value}状态'),
        { field: 'notify_doc', in: ['missing'], message: label('Upload the notify letter first', '请先上传通知函') },
      ],
      path: 'notify/{id}',
      placement: ['row', 'show'],
    },
    callback: {
      label: label('Record callback', '登记回复'),
      confirm: label('Record the vendor callback for %{name}?', '登记 %{name} 的原厂回复？'),
      done: label('Callback of %{name} recorded', '%{name} 的回复已登记'),
      permissions: RMA_ACCESS.permissions,
      when: { status: 'notified' },
      set: { status: 'called_back' },
      refuse: [
        refuseIn(['created'], 'Notify the vendor before recording its callback', '请先通知原厂再登记回复'),
        refuseIn(['released'], 'The task is already %{value}', '该任务已是%{value}状态'),
        { field: 'callback_doc', in: ['missing'], message: label("Upload the vendor's callback first", '请先上传原厂回复') },
      ],
      path: 'callback/{id}',
      placement: ['row', 'show'],
    },
    release: {
      label: label('Release', '放行'),
      confirm: label('Release the goods of %{name} for shipping back?', '放行 %{name} 的货物退回原厂？'),
      done: label('%{name} released', '%{name} 已放行'),
      permissions: RMA_ACCESS.permissions,
      when: { status: 'called_back' },
      set: { status: 'released' },
      refuse: [refuseIn(['created', 'notified'], 'Only a task the vendor has called back can be released (it is %{value})', '只有原厂已回复的任务才能放行（当前：%{value}）')],
      path: 'release/{id}',
      placement: ['row', 'show'],
    },
    // PUT /api/v1/rma/task/{id} with callback_date: the date the vendor is expected (or did) answer.
    setCallbackDate: {
      label: label('Set callback date', '设置回复日期'),
      done: label('Callback date saved', '回复日期已保存'),
      permissions: RMA_ACCESS.permissions,
      inputs: ['callback_date'],
      refuse: [refuseIn(['released'], 'The task is already %{value}', '该任务已是%{value}状态')],
      method: 'PUT',
      path: 'task/{id}',
      placement: ['show'],
    },
  },
});
