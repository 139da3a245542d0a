import { defineResource } from '../../../../schema';
import { date, decimal, enumOf, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const SA_STATUSES = [
  { value: 'active', label: label('Active', '有效'), color: 'success' as const },
  { value: 'blocked', label: label('Blocked', '已冻结'), color: 'warning' as const },
  { value: 'closed', label: label('Closed', '已关闭'), color: 'default' as const },
];

export const SA_SOURCES = [
  { value: 'manual', label: label('Entered', '手工录入') },
  { value: 'edi', label: label('EDI', 'EDI') },
];

/**
 * SA: the scheduling agreement a supplier holds with us for one material at one plant (SAP's
 * outline agreement): its number, the agreed price and quantity, the period it runs. Planning ships
 * against it; the NonCF SA list at /distribute/NonCF/saManagement keeps them. New or changed SAs an
 * EDI message proposes wait as drafts at /events/SAVerify (sa_draft) until someone else approves them.
 * Deleting one asks for a reason (document 2, section 3).
 */
export const sa = defineResource({
  name: 'sa',
  api: { base: '/api/v1/sa' },
  route: '/distribute/NonCF/saManagement',
  access: { permissions: ['manage-sa-list'] },
  menu: { group: 'distribute', section: 'NonCF', order: 1 },
  label: label('SA management', 'SA 管理'),
  recordLabel: label('Scheduling agreement', '计划协议'),
  fields: {
    sa_no: text(label('SA number', 'SA 号'), {
      required: true,
      unique: true,
      maxBytes: 20,
      example: '5500012345',
      pattern: { source: '^[0-9A-Z-]+$', message: label('digits, capital letters and hyphens', '数字、大写字母和连字符') },
    }),
    vendor_id: reference(label('Supplier', '供应商'), 'vendor', { required: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true }),
    plant: text(label('Plant', '工厂'), { required: true, maxBytes: 30, upperCase: true, example: 'CN10' }),
    target_qty: decimal(label('Target quantity', '目标数量'), { scale: 0, min: 0, required: true, example: 120000 }),
    unit_price: money(label('Unit price', '单价'), { scale: 5, currencyField: 'currency', example: 0.3125 }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    valid_from: date(label('Valid from', '生效日期'), { required: true }),
    valid_to: date(label('Valid to', '失效日期'), { required: true, notBefore: 'valid_from' }),
    status: enumOf(label('Status', '状态'), SA_STATUSES, { required: true, defaultValue: 'active' }),
    source: enumOf(label('Source', '来源'), SA_SOURCES, { required: true, defaultValue: 'manual', readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'sa_no',
  list: {
    columns: ['sa_no', 'vendor_id', 'material_id', 'plant', 'target_qty', 'unit_price', 'currency', 'valid_from', 'valid_to', 'status', 'source', 'updated_at'],
    search: ['sa_no', 'plant'],
    sort: { field: 'sa_no', order: 'ASC' },
  },
  naturalKey: ['sa_no'],
  deleteReason: true,
  actions: { list: ['saCheck'], show: ['similarSa'] },
});
