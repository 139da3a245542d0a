import { defineResource } from '../../../../schema';
import { label, masterDataFields, reference, text } from '../../../../schema/fields';

/** Business unit: belongs to one business group. */
export const bu = defineResource({
  name: 'bu',
  api: { base: '/api/v1/bu' },
  route: '/basic/customer/buManagement',
  access: { permissions: ['manage-bu'] },
  menu: { group: 'basic', section: 'customer', order: 2 },
  label: label('Business units', '事业部'),
  recordLabel: label('Business unit', '事业部'),
  fields: masterDataFields({ code: label('BU code', 'BU 代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    bg_id: reference(label('Business group', '事业群'), 'bg', { required: true }),
    manager: text(label('Manager', '负责人'), { maxBytes: 60 }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'bg_id', 'manager', 'status', 'updated_at'], search: ['code', 'name', 'manager'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
