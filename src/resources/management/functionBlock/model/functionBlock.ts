import { FB_ACCESS } from './wire';
import { defineResource } from '../../../../schema';
import { codeField, enumOf, integer, label, reference, remarkField, text } from '../../../../schema/fields';


export const FB_ITEM_STATUSES = [
  { value: 'open', label: label('Open', '跟进中'), color: 'info' as const },
  { value: 'won', label: label('Won', '赢得'), color: 'success' as const },
  { value: 'lost', label: label('Lost', '丢失'), color: 'error' as const },
];

/**
 * Function block: an application's reference design (a smart meter, an EV charger) cut into
 * subsystems (power, MCU, metering AFE, RF ...), drawn as a block diagram: each subsystem a box at a
 * column and row, with arrows to the subsystems it feeds. Items are the sockets we pursue in it: a
 * part of ours against a competitor's, open, won or lost; the win rate is won / (won + lost).
 */
export const functionBlock = defineResource({
  name: 'function_block',
  api: { base: '/api/v2/function-block' },
  route: '/management/FB/functionBlock',
  access: FB_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 140 },
  label: label('Function blocks', '功能块'),
  views: { show: 'functionBlockShow' },
  recordLabel: label('Function block', '功能块'),
  fields: {
    code: codeField(label('Code', '代码'), 30),
    name: text(label('Application', '应用'), { required: true, maxBytes: 100 }),
    bg_id: reference(label('Business group', '事业群'), 'bg'),
    description: text(label('Description', '说明'), { maxBytes: 500, multiline: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'name',
  list: { columns: ['code', 'name', 'bg_id', 'updated_at'], search: ['code', 'name'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
  importExport: { import: false },
  lines: {
    subsystems: {
      label: label('Subsystems', '子系统'),
      table: 'function_block_subsystem',
      parentField: 'function_block_id',
      fields: {
        seq: integer(label('No.', '序号'), { required: true, min: 1, max: 99 }),
        name: text(label('Subsystem', '子系统'), { required: true, maxBytes: 60 }),
        col: integer(label('Column', '列'), { required: true, min: 1, max: 6 }),
        row: integer(label('Row', '行'), { required: true, min: 1, max: 4 }),
        links_to: text(label('Feeds (nos.)', '输出至（序号）'), {
          maxBytes: 60,
          pattern: { source: '^[0-9]{1,2}(,[0-9]{1,2})*$', message: label('subsystem numbers such as 2,3', '子系统序号，例如 2,3') },
        }),
      },
      columns: ['seq', 'name', 'col', 'row', 'links_to'],
      titleField: 'name',
      unique: ['seq'],
      max: { count: 24, message: label('A function block may have at most %{max} subsystems', '一个功能块最多 %{max} 个子系统') },
    },
    items: {
      label: label('Items', '项目'),
      table: 'function_block_item',
      parentField: 'function_block_id',
      fields: {
        subsystem_seq: integer(label('Subsystem no.', '子系统序号'), { required: true, min: 1, max: 99 }),
        material_id: reference(label('Our MPN', '我方料号'), 'material', { required: true }),
        competitor: text(label('Competitor part', '竞品料号'), { maxBytes: 60 }),
        status: enumOf(label('Status', '状态'), FB_ITEM_STATUSES, { required: true, defaultValue: 'open' }),
        remark: text(label('Remark', '备注'), { maxBytes: 250 }),
      },
      columns: ['subsystem_seq', 'material_id', 'competitor', 'status', 'remark'],
      titleField: 'material_id',
      max: { count: 200, message: label('A function block may have at most %{max} items', '一个功能块最多 %{max} 个项目') },
    },
  },
});
