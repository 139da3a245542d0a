import { defineResource } from '../../../../schema';
import { codeField, enumOf, file, integer, label, reference, remarkField, text } from '../../../../schema/fields';
import { LEADTIME_ACCESS } from '../../../../contract/logistics';

/** open (files being uploaded) -> saved (final weeks reviewed) -> confirmed (written to the materials; frozen). */
export const LEADTIME_STATUSES = [
  { value: 'open', label: label('Open', '进行中'), color: 'default' as const },
  { value: 'saved', label: label('Saved', '已保存'), color: 'info' as const },
  { value: 'confirmed', label: label('Confirmed', '已确认'), color: 'success' as const },
];

const weeks = (en: string, zh: string) => integer(label(en, zh), { min: 0, max: 104, readOnly: true });

/**
 * Lead-time task: a periodic review of the parts' lead times. The manager uploads the cost book
 * (our quoted weeks) and TI's lead-time file (the vendor's weeks); each part gets a final figure,
 * saved, then confirmed, which writes it to the material master in one transaction.
 */
export const leadtimeTask = defineResource({
  name: 'leadtime_task',
  api: { base: '/api/v2/leadtime-task' },
  route: '/management/leadTime',
  access: LEADTIME_ACCESS,
  menu: { group: 'management', section: 'leadTime', order: 1 },
  label: label('Lead-time tasks', '交期任务'),
  recordLabel: label('Lead-time task', '交期任务'),
  views: { show: 'leadTimeShow' },
  fields: {
    task_no: codeField(label('Task no.', '任务编号'), 30),
    title: text(label('Title', '标题'), { required: true, maxBytes: 100 }),
    period: text(label('Period', '期间'), {
      required: true,
      maxBytes: 7,
      pattern: { source: '^[0-9]{4}-(0[1-9]|1[0-2])$', message: label('a month such as 2026-11', '月份，例如 2026-11') },
    }),
    status: enumOf(label('Status', '状态'), LEADTIME_STATUSES, { required: true, defaultValue: 'open', readOnly: true }),
    costbook_file: file(label('Cost book', '成本手册'), { readOnly: true, listHidden: true }),
    ti_file: file(label('TI lead-time file', 'TI 交期文件'), { readOnly: true, listHidden: true }),
    item_count: integer(label('Parts', '料号数'), { required: true, readOnly: true, defaultValue: 0 }),
    remark: remarkField(),
  },
  titleField: 'task_no',
  list: { columns: ['task_no', 'title', 'period', 'status', 'item_count', 'updated_at'], search: ['task_no', 'title'], sort: { field: 'task_no', order: 'DESC' } },
  naturalKey: ['task_no'],
  importExport: false,
  lines: {
    items: {
      label: label('Parts', '料号'),
      table: 'leadtime_item',
      parentField: 'leadtime_task_id',
      fields: {
        material_id: reference(label('MPN', '原厂料号'), 'material', { required: true, readOnly: true }),
        current_weeks: weeks('Current (weeks)', '当前（周）'),
        costbook_weeks: weeks('Cost book (weeks)', '成本手册（周）'),
        ti_weeks: weeks('TI (weeks)', 'TI（周）'),
        final_weeks: integer(label('Final (weeks)', '最终（周）'), { min: 0, max: 104 }),
        remark: text(label('Remark', '备注'), { maxBytes: 250 }),
      },
      columns: ['material_id', 'current_weeks', 'costbook_weeks', 'ti_weeks', 'final_weeks', 'remark'],
      titleField: 'material_id',
      unique: ['material_id'],
      grid: false,
    },
  },
});
