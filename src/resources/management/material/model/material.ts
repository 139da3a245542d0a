import { defineResource } from '../../../../schema';
import { boolean, decimal, enumOf, integer, label, money, reference, remarkField, statusField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const LIFECYCLES = [
  { value: 'preview', label: label('Preview', '预量产') },
  { value: 'active', label: label('Active', '量产') },
  { value: 'nrnd', label: label('NRND', '不推荐新设计') },
  { value: 'eol', label: label('EOL (last-time buy)', '停产（最后采购）') },
  { value: 'obsolete', label: label('Obsolete', '已停产') },
];

/**
 * Material: one orderable part, identified by its manufacturer part number (MPN).
 * The natural key is the MPN alone and it is unique: strictly an MPN is unique per manufacturer, but
 * a unique index covers one field and references resolve by the first natural-key field, so two
 * manufacturers' identical MPNs would need a suffix (e.g. "LM358DR" vs "LM358DR-ONS") here.
 */
export const material = defineResource({
  name: 'material',
  api: { base: '/api/v2/material/info' },
  route: '/management/material/materialManagement',
  // The spec's detail screen: /management/material/materialManagement/info/{id}.
  routeAliases: { show: 'info/:id' },
  access: { permissions: ['view-material', 'manage-material'] },
  menu: { group: 'management', section: 'material', order: 1 },
  label: label('Materials', '物料'),
  recordLabel: label('Material', '物料'),
  fields: {
    mpn: text(label('MPN', '原厂料号'), {
      required: true,
      example: 'TPS62A02DRLR',
      unique: true,
      maxBytes: 60,
      pattern: { source: '^\\S+$', message: label('no spaces', '不能有空格') },
    }),
    cpn: text(label('CPN', '客户料号'), {
      maxBytes: 60,
      example: 'CUST-10023',
      help: label("The customer's part number, when the part is bought for one customer's design.", '专为某客户设计采购时，该客户的料号。'),
    }),
    manufacturer_id: reference(label('Manufacturer', '原厂'), 'manufacturer', { required: true }),
    product_line_id: reference(label('Product line', '产品线'), 'product_line', { required: true }),
    description: text(label('Description', '描述'), { required: true, maxBytes: 200, example: label('Buck converter 2.5-5.5 V 2 A, SOT-563', '降压转换器 2.5-5.5 V 2 A，SOT-563') }),
    package: text(label('Package', '封装'), { maxBytes: 40, example: 'SOT-563', help: label('Package or case, e.g. QFN-32, SOT-23-5, 0603.', '封装/尺寸，例如 QFN-32、SOT-23-5、0603。') }),
    mpq: integer(label('MPQ', '最小包装量'), { required: true, min: 1, example: 3000, help: label('Minimum package quantity: a full reel, tray or tube.', '最小包装数量：整盘、整盘托或整管。') }),
    moq: integer(label('MOQ', '最小订购量'), { min: 1, example: 3000 }),
    lead_time_weeks: integer(label('Lead time (weeks)', '交期（周）'), { min: 0, max: 104, example: 12 }),
    lifecycle: enumOf(label('Lifecycle', '生命周期'), LIFECYCLES, { required: true, defaultValue: 'active', example: 'active' }),
    rohs: boolean(label('RoHS compliant', '符合 RoHS'), { defaultValue: true, example: true }),
    hts_code: text(label('HTS code', 'HTS 编码'), {
      maxBytes: 14,
      listHidden: true,
      example: '8542.39.0001',
      pattern: { source: '^[0-9]{4}\\.[0-9]{2}(\\.[0-9]{2,4})?$', message: label('e.g. 8542.39.0001', '例如 8542.39.0001') },
    }),
    eccn: text(label('ECCN', '出口管制分类编码'), {
      maxBytes: 12,
      upperCase: true,
      listHidden: true,
      example: 'EAR99',
      pattern: { source: '^(EAR99|[0-9][A-E][0-9]{3}(\\.[A-Z0-9]+)*)$', message: label('EAR99 or an ECCN such as 5A992.C', 'EAR99 或 ECCN，例如 5A992.C') },
    }),
    unit_weight_g: decimal(label('Unit weight (g)', '单重（克）'), { scale: 4, min: 0, listHidden: true, example: 0.0084 }),
    standard_cost: money(label('Standard cost', '标准成本'), { scale: 4, currencyField: 'currency', listHidden: true, guarded: true, example: 0.4215 }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD', listHidden: true }),
    status: statusField(),
    remark: remarkField(),
  },
  // Twenty fields: grouped on the show and edit screens (status, remark and the audit fields follow).
  layout: {
    sections: [
      { title: label('Part', '料号'), fields: ['mpn', 'cpn', 'manufacturer_id', 'product_line_id', 'description', 'package'] },
      { title: label('Ordering', '订购'), fields: ['mpq', 'moq', 'lead_time_weeks', 'lifecycle'] },
      { title: label('Compliance and shipping', '合规与运输'), fields: ['rohs', 'hts_code', 'eccn', 'unit_weight_g'] },
      { title: label('Cost', '成本'), fields: ['standard_cost', 'currency'] },
    ],
  },
  // Dated copies of what purchasing watches (lead times, lifecycle, order quantities, cost), compared by date.
  snapshots: { key: ['mpn'], fields: ['lead_time_weeks', 'lifecycle', 'mpq', 'moq', 'standard_cost', 'status'] },
  titleField: 'mpn',
  list: {
    columns: ['mpn', 'manufacturer_id', 'product_line_id', 'description', 'package', 'mpq', 'moq', 'lead_time_weeks', 'lifecycle', 'status'],
    search: ['mpn', 'cpn', 'description', 'package'],
    sort: { field: 'mpn', order: 'ASC' },
  },
  naturalKey: ['mpn'],
});
