import { defineResource } from '../../../../schema';
import { date, enumOf, label, reference, remarkField, text } from '../../../../schema/fields';

export const QUALIFICATION_STATUSES = [
  { value: 'not_started', label: label('Not started', '未开始') },
  { value: 'in_progress', label: label('In qualification', '认证中') },
  { value: 'qualified', label: label('Qualified', '已认证') },
  { value: 'rejected', label: label('Rejected', '未通过') },
];

/**
 * Material substitution: a part that may replace another (cross reference), and how far it is
 * qualified. Qualification is usually per end customer; without one it is our own engineering's.
 * One record per (original, substitute) pair: the natural key of imports (and of the qualified upload,
 * POST /api/v1/materialSub/upload/qualified), backed by a unique index so concurrent writes cannot
 * duplicate it.
 */
export const materialSub = defineResource({
  name: 'material_sub',
  // endpoints.json has POST /api/v1/materialSub, PUT and DELETE /api/v1/materialSub/{id} (no list call
  // is written; GET on the base follows the contract's conventions).
  api: { base: '/api/v1/materialSub' },
  route: '/management/material/materialsub',
  access: { permissions: ['manage-materialsub'] },
  menu: { group: 'management', section: 'material', order: 2 },
  label: label('Material substitutions', '物料替代'),
  recordLabel: label('Material substitution', '物料替代'),
  fields: {
    original_material_id: reference(label('Original MPN', '原料号'), 'material', { required: true }),
    substitute_material_id: reference(label('Substitute MPN', '替代料号'), 'material', { required: true }),
    sub_type: enumOf(
      label('Substitution type', '替代类型'),
      [
        { value: 'drop_in', label: label('Drop-in (pin-to-pin)', '完全兼容（P2P）') },
        { value: 'functional', label: label('Functional equivalent', '功能替代') },
        { value: 'upgrade', label: label('Upgrade (better spec)', '升级替代') },
      ],
      { required: true, defaultValue: 'drop_in' },
    ),
    end_customer_id: reference(label('Qualified at', '认证客户'), 'end_customer'),
    qualification_status: enumOf(label('Qualification status', '认证状态'), QUALIFICATION_STATUSES, { required: true, defaultValue: 'not_started' }),
    qualified_date: date(label('Qualified on', '认证日期')),
    qualified_by: text(label('Qualified by', '认证人'), { maxBytes: 60, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'original_material_id',
  list: {
    columns: ['original_material_id', 'substitute_material_id', 'sub_type', 'end_customer_id', 'qualification_status', 'qualified_date', 'updated_at'],
    search: ['qualified_by', 'remark'],
    sort: { field: 'updated_at', order: 'DESC' },
  },
  naturalKey: ['original_material_id', 'substitute_material_id'],
  uniqueTogether: [['original_material_id', 'substitute_material_id']],
  actions: { list: ['nonLinkedMaterials', 'qualifiedUpload'] },
});
