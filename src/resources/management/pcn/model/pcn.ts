import { defineResource } from '../../../../schema';
import { codeField, date, datetime, enumOf, label, reference, remarkField, text } from '../../../../schema/fields';

const MANAGER = 'manage-pcn-manager';
/** Read by the viewer too; only the manager writes and confirms (the viewer's name is not `view-…`). */
export const PCN_ACCESS = { permissions: [MANAGER, 'manage-pcn-viewer'], write: [MANAGER] };

/** The kinds of change a manufacturer's notice announces (answered by GET /api/v2/pcn/change_type). */
export const PCN_CHANGE_TYPES = [
  { value: 'design', label: label('Design / die change', '设计/晶圆变更') },
  { value: 'fab_site', label: label('Wafer fab site', '晶圆厂变更') },
  { value: 'assembly_site', label: label('Assembly / test site', '封装测试厂变更') },
  { value: 'material', label: label('Material (mold, lead frame)', '材料变更（塑封料、框架）') },
  { value: 'packing', label: label('Packing / label', '包装/标签变更') },
  { value: 'datasheet', label: label('Datasheet / specification', '规格书变更') },
  { value: 'eol', label: label('End of life (discontinued)', '停产 (EOL)') },
];

export const PCN_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'default' as const },
  { value: 'confirmed', label: label('Confirmed', '已确认'), color: 'success' as const },
];

/** Stamps who confirmed and when (server/modules/management/pcn). */
export const PCN_CONFIRM_EFFECT = 'pcn.confirm';

/**
 * PCN (product change notice): a manufacturer announces a change to some of its parts, effective on a
 * date, with a last-time-buy date for an end of life. Purchasing records it with the parts affected,
 * then confirms it once reviewed (customers told, stock planned); a confirmed PCN is frozen.
 */
export const pcn = defineResource({
  name: 'pcn',
  api: { base: '/api/v2/pcn' },
  route: '/management/pcn',
  routeAliases: { create: 'create', edit: 'edit/:id' },
  access: PCN_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 110 },
  label: label('PCN', 'PCN 变更通知'),
  recordLabel: label('PCN', 'PCN 变更通知'),
  fields: {
    pcn_no: codeField(label('PCN no.', 'PCN 编号'), 40),
    manufacturer_id: reference(label('Manufacturer', '原厂'), 'manufacturer', { required: true }),
    change_type: enumOf(label('Change type', '变更类型'), PCN_CHANGE_TYPES, { required: true }),
    title: text(label('Subject', '主题'), { required: true, maxBytes: 200 }),
    notice_date: date(label('Notice date', '通知日期'), { required: true }),
    effective_date: date(label('Effective date', '生效日期'), { required: true, notBefore: 'notice_date' }),
    last_buy_date: date(label('Last time buy', '最后购买日'), { notBefore: 'notice_date' }),
    description: text(label('Description', '变更说明'), { maxBytes: 2000, multiline: true, listHidden: true }),
    status: enumOf(label('Status', '状态'), PCN_STATUSES, { required: true, defaultValue: 'draft', readOnly: true }),
    confirmed_by: text(label('Confirmed by', '确认人'), { maxBytes: 60, readOnly: true, listHidden: true }),
    confirmed_at: datetime(label('Confirmed at', '确认时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'pcn_no',
  list: {
    columns: ['pcn_no', 'manufacturer_id', 'change_type', 'title', 'notice_date', 'effective_date', 'last_buy_date', 'status'],
    search: ['pcn_no', 'title'],
    sort: { field: 'notice_date', order: 'DESC' },
  },
  naturalKey: ['pcn_no'],
  importExport: { import: false },
  lines: {
    parts: {
      label: label('Affected parts', '受影响料号'),
      table: 'pcn_part',
      parentField: 'pcn_id',
      fields: {
        material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
        replacement_id: reference(label('Replacement', '替代料号'), 'material', { differentFrom: 'material_id' }),
        remark: text(label('Remark', '备注'), { maxBytes: 250 }),
      },
      columns: ['material_id', 'replacement_id', 'remark'],
      titleField: 'material_id',
      unique: ['material_id'],
      max: { count: 200, message: label('A PCN may name at most %{max} parts', '一个 PCN 最多 %{max} 个料号') },
    },
  },
  states: {
    field: 'status',
    final: ['confirmed'],
    transitions: {
      confirm: { label: label('Confirm', '确认'), permissions: [MANAGER], from: ['draft'], to: 'confirmed', reason: 'pcn confirmed', group: 'confirm', effect: PCN_CONFIRM_EFFECT },
    },
    groups: {
      confirm: {
        label: label('Confirm', '确认'),
        title: label('Confirm the PCN', '确认 PCN'),
        confirmLabel: label('Confirm: freeze it', '确认并冻结'),
        done: label('PCN confirmed', 'PCN 已确认'),
        bulk: true,
        bulkLabel: label('Confirm selected', '确认所选'),
        bulkDone: label('%{done} confirmed', '已确认 %{done} 条'),
        noneIsConflict: true,
        method: 'PUT',
        path: 'confirm',
        placement: ['row', 'show'],
      },
    },
  },
});
