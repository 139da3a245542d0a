import { DIT_ACCESS } from './wire';
import { defineResource } from '../../../../schema';
import { codeField, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

const MANAGE = 'manage-dit';

/** design-in -> sampling -> design win -> mass production; or lost. Won = design win or MP. */
export const DIT_STAGES = [
  { value: 'design_in', label: label('Design-in', '导入中'), color: 'default' as const },
  { value: 'sampling', label: label('Sampling', '送样'), color: 'info' as const },
  { value: 'design_win', label: label('Design win', '赢得设计'), color: 'primary' as const },
  { value: 'mp', label: label('Mass production', '量产'), color: 'success' as const },
  { value: 'lost', label: label('Lost', '丢失'), color: 'error' as const },
];

export const DIT_ARCHIVE = [
  { value: 'open', label: label('Open', '进行中'), color: 'info' as const },
  { value: 'archived', label: label('Archived', '已归档'), color: 'default' as const },
];

/**
 * DIT (design-in tracking): a customer project designing one of our parts in, by business group, from
 * design-in to a design win and its mass-production (MP) date, or lost. Raises RFQs for the part; is
 * archived when the project is over.
 */
export const dit = defineResource({
  name: 'dit',
  api: { base: '/api/v2/dit' },
  route: '/management/dit',
  routeAliases: { show: 'detail/:id' },
  access: DIT_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 100 },
  label: label('Design-in tracking', '设计导入跟踪'),
  recordLabel: label('DIT project', 'DIT 项目'),
  views: { show: 'ditShow' },
  fields: {
    dit_no: codeField(label('DIT no.', 'DIT 编号'), 30),
    project_name: text(label('Project', '项目名称'), { required: true, maxBytes: 100 }),
    bg_id: reference(label('Business group', '事业群'), 'bg', { required: true }),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    end_customer_id: reference(label('End customer', '终端客户'), 'end_customer'),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    stage: enumOf(label('Stage', '阶段'), DIT_STAGES, { required: true, defaultValue: 'design_in' }),
    annual_volume: integer(label('Annual volume', '年用量'), { min: 0 }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    target_price: money(label('Target price', '目标价'), { scale: 4 }),
    owner: text(label('FAE / sales', '负责人'), { maxBytes: 60 }),
    design_in_date: date(label('Design-in date', '导入日期'), { required: true }),
    mp_date: date(label('MP date', '量产日期'), { notBefore: 'design_in_date' }),
    archive_status: enumOf(label('Archive', '归档'), DIT_ARCHIVE, { required: true, defaultValue: 'open', readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'dit_no',
  list: {
    columns: ['dit_no', 'project_name', 'bg_id', 'customer_id', 'material_id', 'stage', 'annual_volume', 'design_in_date', 'mp_date', 'archive_status'],
    search: ['dit_no', 'project_name', 'owner'],
    sort: { field: 'design_in_date', order: 'DESC' },
  },
  naturalKey: ['dit_no'],
  importExport: { import: false },
  commands: {
    // The spec's PUT /api/v2/dit/mp-date/{id}.
    setMpDate: {
      label: label('Set MP date', '设置量产日期'),
      title: label('Mass-production date', '量产日期'),
      done: label('MP date of %{name} set', '%{name} 的量产日期已设置'),
      permissions: [MANAGE],
      inputs: ['mp_date'],
      method: 'PUT',
      path: 'mp-date/{id}',
      placement: ['row', 'show'],
    },
  },
  states: {
    field: 'archive_status',
    final: ['archived'],
    transitions: {
      archive: { label: label('Archive', '归档'), permissions: [MANAGE], from: ['open'], to: 'archived', reason: 'archive', group: 'archive' },
    },
    groups: {
      archive: {
        label: label('Archive', '归档'),
        title: label('Archive the project', '归档项目'),
        done: label('Project archived', '项目已归档'),
        bulk: true,
        bulkLabel: label('Archive selected', '归档所选'),
        bulkDone: label('%{done} archived', '已归档 %{done} 个'),
        skipOthers: true,
        method: 'PUT',
        path: 'archive',
        placement: ['row', 'show'],
      },
    },
  },
});
