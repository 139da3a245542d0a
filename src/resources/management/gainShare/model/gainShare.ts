import { defineResource } from '../../../../schema';
import { codeField, date, decimal, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const GAIN_SHARE_ACCESS = { permissions: ['manage-gainshare-manager'] };

export const GAIN_SHARE_STATUSES = [
  { value: 'active', label: label('Active', '生效中'), color: 'success' as const },
  { value: 'closed', label: label('Closed', '已关闭'), color: 'default' as const },
];

/**
 * Gain share: an agreement with a customer to share the saving of a cheaper price on a part (a cost
 * reduction we obtained from the manufacturer, or a cheaper approved substitute). Each month's shipped
 * quantity times the price difference is the saving; the customer gets its agreed share of it.
 */
export const gainShare = defineResource({
  name: 'gain_share',
  api: { base: '/api/v2/gain_share' },
  route: '/management/gainShare',
  access: GAIN_SHARE_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 130 },
  label: label('Gain share', '收益分成'),
  recordLabel: label('Gain-share agreement', '收益分成协议'),
  views: { show: 'gainShareShow' },
  fields: {
    gs_no: codeField(label('Agreement no.', '协议编号'), 30),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    old_price: money(label('Price before', '原单价'), { required: true, scale: 4 }),
    new_price: money(label('Price after', '新单价'), { required: true, scale: 4 }),
    customer_share_pct: decimal(label('Customer share %', '客户分成比例 %'), { required: true, scale: 2, min: 0, max: 100, defaultValue: 50 }),
    start_date: date(label('Start date', '开始日期'), { required: true }),
    end_date: date(label('End date', '结束日期'), { notBefore: 'start_date' }),
    status: enumOf(label('Status', '状态'), GAIN_SHARE_STATUSES, { required: true, defaultValue: 'active' }),
    remark: remarkField(),
  },
  titleField: 'gs_no',
  list: {
    columns: ['gs_no', 'customer_id', 'material_id', 'currency', 'old_price', 'new_price', 'customer_share_pct', 'start_date', 'end_date', 'status'],
    search: ['gs_no'],
    sort: { field: 'start_date', order: 'DESC' },
  },
  naturalKey: ['gs_no'],
  importExport: { import: false },
  writtenByOwnCalls: { delete: true, message: label('A gain-share agreement is closed (status), never deleted: its report stays', '收益分成协议只能关闭（状态），不能删除：其报表需保留') },
  lines: {
    shipments: {
      label: label('Shipped per month', '月度出货'),
      table: 'gain_share_month',
      parentField: 'gain_share_id',
      fields: {
        month: text(label('Month', '月份'), {
          required: true,
          maxBytes: 7,
          pattern: { source: '^[0-9]{4}-(0[1-9]|1[0-2])$', message: label('a month such as 2026-11', '月份，例如 2026-11') },
        }),
        shipped_qty: integer(label('Shipped quantity', '出货数量'), { required: true, min: 0 }),
        remark: text(label('Remark', '备注'), { maxBytes: 250 }),
      },
      columns: ['month', 'shipped_qty', 'remark'],
      titleField: 'month',
      unique: ['month'],
      totals: ['shipped_qty'],
      max: { count: 60, message: label('An agreement may have at most %{max} months', '一个协议最多 %{max} 个月') },
    },
  },
});
