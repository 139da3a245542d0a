import { defineResource } from '../../../../schema';
import { label, masterDataFields, text } from '../../../../schema/fields';

/** Business group: the top of the customer hierarchy (BG -> BU -> customers). */
export const bg = defineResource({
  name: 'bg',
  api: { base: '/api/v1/bg' },
  route: '/basic/customer/bgManagement',
  access: { permissions: ['manage-bg'] },
  menu: { group: 'basic', section: 'customer', order: 1 },
  label: label('Business groups', '事业群'),
  recordLabel: label('Business group', '事业群'),
  fields: masterDataFields({ code: label('BG code', 'BG 代码') }, {
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    manager: text(label('Manager', '负责人'), { maxBytes: 60 }),
    email: text(label('Contact e-mail', '联系邮箱'), { maxBytes: 120, format: 'email', listHidden: true }),
  }),
  titleField: 'name',
  list: { columns: ['code', 'name', 'manager', 'status', 'updated_at'], search: ['code', 'name', 'manager'], sort: { field: 'code', order: 'ASC' } },
  naturalKey: ['code'],
});
