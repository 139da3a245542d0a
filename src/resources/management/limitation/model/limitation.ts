import { LIMITATION_ACCESS } from './wire';
import { defineResource } from '../../../../schema';
import { codeField, date, datetime, enumOf, integer, label, reference, remarkField, text } from '../../../../schema/fields';


export const LIMITATION_REASONS = [
  { value: 'allocation', label: label('Manufacturer allocation', '原厂配额') },
  { value: 'quality_hold', label: label('Quality hold', '质量冻结') },
  { value: 'eol', label: label('End of life', '停产') },
  { value: 'export_control', label: label('Export control', '出口管制') },
];

export const LIMITATION_STATUSES = [
  { value: 'active', label: label('Active', '生效中'), color: 'warning' as const },
  { value: 'finished', label: label('Finished', '已结束'), color: 'success' as const },
];

/** Stamps when a limitation was finished (server/modules/management/limitation). */
export const LIMITATION_FINISH_EFFECT = 'limitation.finish';

/**
 * Limitation: a part whose supply is limited (an allocation, a quality hold) to a quantity between
 * two dates, for one business group or all. Its months hold the quantity allocated and, as the
 * report records it, the quantity used. Finishing ends it and freezes it.
 */
export const limitation = defineResource({
  name: 'limitation',
  api: { base: '/api/v2/limitation' },
  route: '/management/lim/limitation',
  access: LIMITATION_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 120 },
  label: label('Limitations', '限制管理'),
  recordLabel: label('Limitation', '限制'),
  fields: {
    limit_no: codeField(label('Limitation no.', '限制编号'), 30),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    bg_id: reference(label('Business group', '事业群'), 'bg', { help: label('Empty: every business group', '为空表示所有事业群') }),
    reason: enumOf(label('Reason', '原因'), LIMITATION_REASONS, { required: true, defaultValue: 'allocation' }),
    limited_qty: integer(label('Limited quantity', '限制数量'), { required: true, min: 0 }),
    start_date: date(label('Start date', '开始日期'), { required: true }),
    end_date: date(label('End date', '结束日期'), { required: true, notBefore: 'start_date' }),
    status: enumOf(label('Status', '状态'), LIMITATION_STATUSES, { required: true, defaultValue: 'active', readOnly: true }),
    finished_at: datetime(label('Finished at', '结束时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'limit_no',
  list: {
    columns: ['limit_no', 'material_id', 'bg_id', 'reason', 'limited_qty', 'start_date', 'end_date', 'status'],
    search: ['limit_no'],
    sort: { field: 'start_date', order: 'DESC' },
  },
  naturalKey: ['limit_no'],
  lines: {
    months: {
      label: label('Months', '月度'),
      table: 'limitation_month',
      parentField: 'limitation_id',
      fields: {
        month: text(label('Month', '月份'), {
          required: true,
          maxBytes: 7,
          pattern: { source: '^[0-9]{4}-(0[1-9]|1[0-2])$', message: label('a month such as 2026-11', '月份，例如 2026-11') },
        }),
        allocated_qty: integer(label('Allocated', '分配数量'), { required: true, min: 0 }),
        used_qty: integer(label('Used', '已用数量'), { min: 0, defaultValue: 0 }),
        comment: text(label('Comment', '说明'), { maxBytes: 250 }),
      },
      columns: ['month', 'allocated_qty', 'used_qty', 'comment'],
      titleField: 'month',
      unique: ['month'],
      totals: ['allocated_qty', 'used_qty'],
      max: { count: 36, message: label('A limitation may have at most %{max} months', '一个限制最多 %{max} 个月') },
    },
  },
  states: {
    field: 'status',
    final: ['finished'],
    transitions: {
      finish: { label: label('Finish', '结束'), permissions: ['manage-limitation'], from: ['active'], to: 'finished', reason: 'finish', group: 'finish', effect: LIMITATION_FINISH_EFFECT },
    },
    groups: {
      finish: {
        label: label('Finish', '结束'),
        title: label('Finish the limitation', '结束限制'),
        confirmLabel: label('Finish: freeze it', '结束并冻结'),
        done: label('Limitation finished', '限制已结束'),
        bulk: true,
        bulkLabel: label('Finish selected', '结束所选'),
        bulkDone: label('%{done} finished', '已结束 %{done} 条'),
        noneIsConflict: true,
        method: 'PUT',
        path: 'finish',
        placement: ['row', 'show'],
      },
    },
  },
});
