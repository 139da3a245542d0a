import { defineResource } from '../../../../schema';
import { codeField, enumOf, integer, label, remarkField, statusField, text } from '../../../../schema/fields';

/** Rank group: a ladder of employee ranks (sales, FAE, product management ...) sharing one incentive scheme. */
export const rankGroup = defineResource({
  name: 'rank_group',
  api: { base: '/api/v2/rank-group' },
  // Inferred sub-path: the spec has one screen (/basic/hr/employeeRank) for ranks and their groups, and a
  // route names one resource here, so the groups live under it.
  route: '/basic/hr/employeeRank/groups',
  routeParent: '/basic/hr/employeeRank',
  access: { permissions: ['manage-employee-rank'] },
  menu: { group: 'basic', section: 'hr', order: 3 },
  label: label('Rank groups', '职级组'),
  recordLabel: label('Rank group', '职级组'),
  fields: {
    code: codeField(label('Group code', '职级组代码')),
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    incentive_basis: enumOf(
      label('Incentive basis', '奖金计算基础'),
      [
        { value: 'gross_profit', label: label('Gross profit', '毛利') },
        { value: 'revenue', label: label('Revenue', '营业额') },
        { value: 'design_win', label: label('Design wins', '设计导入') },
        { value: 'none', label: label('No incentive', '无奖金') },
      ],
      { required: true, defaultValue: 'gross_profit' },
    ),
    sort_order: integer(label('Sort order', '排序'), { min: 0, max: 999, defaultValue: 0 }),
    description: text(label('Description', '描述'), { maxBytes: 200, listHidden: true }),
    status: statusField(),
    remark: remarkField(),
  },
  titleField: 'name',
  list: { columns: ['code', 'name', 'incentive_basis', 'sort_order', 'status'], search: ['code', 'name', 'description'], sort: { field: 'sort_order', order: 'ASC' } },
  naturalKey: ['code'],
  importExport: { import: true, export: true },
});
