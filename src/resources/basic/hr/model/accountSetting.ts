import { defineResource } from '../../../../schema';
import { codeField, date, label, reference, remarkField, statusField, text } from '../../../../schema/fields';

/**
 * Account setting: a staff member's account as the reconciliation and incentive reports see it: the
 * rank that sets the incentive, the business group and entity the results are booked to.
 */
export const accountSetting = defineResource({
  name: 'account_setting',
  api: { base: '/api/v2/account-setting' },
  route: '/basic/hr/accountSetting',
  access: { permissions: ['manage-account-setting'] },
  menu: { group: 'basic', section: 'hr', order: 1 },
  label: label('Account settings', '账号设置'),
  recordLabel: label('Account setting', '账号设置'),
  fields: {
    employee_no: codeField(label('Employee no.', '工号')),
    account: text(label('Account', '账号'), {
      required: true,
      unique: true,
      maxBytes: 60,
      pattern: { source: '^[a-z0-9][a-z0-9._-]*$', message: label('lower-case letters, digits, . _ - only', '只能包含小写字母、数字和 . _ -') },
    }),
    name: text(label('Name', '姓名'), { required: true, maxBytes: 60 }),
    email: text(label('E-mail', '邮箱'), { maxBytes: 120, format: 'email' }),
    employee_rank_id: reference(label('Rank', '职级'), 'employee_rank', { required: true }),
    bg_id: reference(label('Business group', '事业群'), 'bg'),
    entity_id: reference(label('Entity', '法人实体'), 'entity', { required: true }),
    cost_center: text(label('Cost center', '成本中心'), { maxBytes: 20, upperCase: true, listHidden: true }),
    supervisor: text(label('Supervisor', '直属主管'), { maxBytes: 60, listHidden: true }),
    effective_from: date(label('Effective from', '生效日'), { required: true }),
    effective_to: date(label('Effective to', '失效日'), { listHidden: true }),
    status: statusField(),
    remark: remarkField(),
  },
  titleField: 'name',
  list: {
    columns: ['employee_no', 'account', 'name', 'employee_rank_id', 'bg_id', 'entity_id', 'effective_from', 'status'],
    search: ['employee_no', 'account', 'name', 'email'],
    sort: { field: 'employee_no', order: 'ASC' },
  },
  naturalKey: ['employee_no'],
  importExport: { import: true, export: true },
});
