import { defineResource } from '../../../../schema';
import { codeField, decimal, integer, label, money, reference, remarkField, statusField, text } from '../../../../schema/fields';

/** Employee rank: one step of a rank group's ladder, with its incentive rate and quarterly target. */
export const employeeRank = defineResource({
  name: 'employee_rank',
  api: { base: '/api/v2/employee-rank' },
  route: '/basic/hr/employeeRank',
  access: { permissions: ['manage-employee-rank'] },
  menu: { group: 'basic', section: 'hr', order: 2 },
  label: label('Employee ranks', '员工职级'),
  recordLabel: label('Employee rank', '员工职级'),
  fields: {
    code: codeField(label('Rank code', '职级代码')),
    name: text(label('Title', '职称'), { required: true, maxBytes: 100 }),
    rank_group_id: reference(label('Rank group', '职级组'), 'rank_group', { required: true }),
    level: integer(label('Level', '级别'), { required: true, min: 1, max: 20 }),
    incentive_rate: decimal(label('Incentive rate %', '奖金比例 %'), { scale: 2, min: 0, max: 100 }),
    quarterly_target: money(label('Quarterly target (USD)', '季度目标（美元）'), { scale: 2 }),
    status: statusField(),
    remark: remarkField(),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'rank_group_id', 'level', 'incentive_rate', 'quarterly_target', 'status'],
    search: ['code', 'name'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
  importExport: { import: true, export: true },
});
