import { defineResource } from '../../../../schema';
import { datetime, enumOf, integer, label, reference, remarkField, statusField, text } from '../../../../schema/fields';

export const SEND_STATUSES = [
  { value: 'unsent', label: label('Not sent', '未发送'), color: 'warning' as const },
  { value: 'sent', label: label('Sent', '已发送'), color: 'success' as const },
  { value: 'changed', label: label('Changed since sent', '发送后已修改'), color: 'info' as const },
];

/** The list's own calls (docs/api-contract.md): send the unsent and changed parts, and the sends' history. */
export const CF_PART_SEND_PATH = '/api/v2/cfPart/send';
export const CF_PART_HISTORY_PATH = '/api/v2/cfPart/history/list';

/**
 * CF part: a part a customer's CF (customer forecast) programme plans, under the customer's part
 * number, with the SA it is bought on, the plant and hub it ships from, its MPQ and safety stock.
 * The list is sent to the hubs (POST /api/v2/cfPart/send): a part changed after it was sent shows
 * so until it is sent again; each send is kept (GET /api/v2/cfPart/history/list).
 */
export const cfPart = defineResource({
  name: 'cf_part',
  api: { base: '/api/v2/cfPart' },
  route: '/distribute/CF/saManagement',
  access: { permissions: ['manage-cfpart-list', 'view-cfpart-list'] },
  menu: { group: 'distribute', section: 'CF', order: 1 },
  label: label('CF parts', 'CF 料号'),
  recordLabel: label('CF part', 'CF 料号'),
  fields: {
    bg_id: reference(label('Business group', '事业群'), 'bg', { required: true }),
    cpn: text(label('CPN', '客户料号'), { required: true, maxBytes: 60, upperCase: true, example: 'FX-10023-A' }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    sa_id: reference(label('SA', 'SA'), 'sa', { help: label('The scheduling agreement the part is bought on.', '采购该料号所用的计划协议。') }),
    plant: text(label('Plant', '工厂'), { required: true, maxBytes: 30, upperCase: true, example: 'CN10' }),
    hub_code: text(label('Hub', '集散仓'), { maxBytes: 20, upperCase: true, example: 'HUB-SZ' }),
    mpq: integer(label('MPQ', '最小包装量'), { required: true, min: 1, example: 3000 }),
    safety_weeks: integer(label('Safety stock (weeks)', '安全库存（周）'), { min: 0, max: 26, defaultValue: 2 }),
    status: statusField(),
    send_status: enumOf(label('Sent to hubs', '发送状态'), SEND_STATUSES, { required: true, defaultValue: 'unsent', readOnly: true }),
    sent_at: datetime(label('Last sent', '最近发送'), { readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'cpn',
  list: {
    columns: ['bg_id', 'cpn', 'material_id', 'sa_id', 'plant', 'hub_code', 'mpq', 'safety_weeks', 'status', 'send_status', 'sent_at'],
    search: ['cpn', 'plant', 'hub_code'],
    sort: { field: 'cpn', order: 'ASC' },
  },
  naturalKey: ['cpn', 'plant'],
  uniqueTogether: [['bg_id', 'cpn', 'plant']],
  actions: { list: ['cfPartSend', 'cfPartHistory'] },
});
