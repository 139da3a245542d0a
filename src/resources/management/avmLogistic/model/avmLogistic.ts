import { defineResource } from '../../../../schema';
import { codeField, datetime, decimal, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';

export const AVM_LOGISTIC_ACCESS = { permissions: ['manage-avm-logistic'] };
export const AVM_LOGISTIC_BASE = '/api/v2/avm-logistic';

export const AVM_LOGISTIC_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'default' as const },
  { value: 'calculated', label: label('Calculated', '已计算'), color: 'info' as const },
];

/**
 * AVM logistic statement: the forwarders' freight bill of one month, allocated to the business
 * groups by what they shipped that month (shipped or closed sales orders of the currency, each line
 * round(qty × unit price, 2)). Shares are cut to the cent and the cents left over go to the largest
 * remainders, so the allocations always add up to the bill exactly.
 */
export const avmLogistic = defineResource({
  name: 'avm_logistic',
  api: { base: AVM_LOGISTIC_BASE },
  route: '/reportManagement/logistics',
  access: AVM_LOGISTIC_ACCESS,
  menu: { group: 'reportManagement', order: 10 },
  label: label('AVM logistics', 'AVM 物流'),
  recordLabel: label('Logistics statement', '物流费用单'),
  views: { show: 'avmLogisticShow' },
  actions: { list: ['avmLogisticDownload'] },
  fields: {
    statement_no: codeField(label('Statement no.', '费用单号'), 30),
    period: text(label('Month', '月份'), {
      required: true,
      maxBytes: 7,
      pattern: { source: '^[0-9]{4}-(0[1-9]|1[0-2])$', message: label('a month such as 2026-11', '月份，例如 2026-11') },
    }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    freight_cost: money(label('Freight bill', '运费账单'), { required: true, scale: 2, currencyField: 'currency' }),
    status: enumOf(label('Status', '状态'), AVM_LOGISTIC_STATUSES, { required: true, defaultValue: 'draft', readOnly: true }),
    line_count: integer(label('Business groups', '事业群数'), { readOnly: true, defaultValue: 0 }),
    shipped_amount: money(label('Shipped amount', '出货金额'), { scale: 2, readOnly: true, currencyField: 'currency' }),
    calculated_at: datetime(label('Calculated at', '计算时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'statement_no',
  list: { columns: ['statement_no', 'period', 'currency', 'freight_cost', 'shipped_amount', 'line_count', 'status'], search: ['statement_no'], sort: { field: 'period', order: 'DESC' } },
  naturalKey: ['statement_no'],
  importExport: { import: false },
  writtenByOwnCalls: {
    lines: true,
    message: label('Allocations are made by PUT /api/v2/avm-logistic/calculate/{id}', '分摊由 PUT /api/v2/avm-logistic/calculate/{id} 生成'),
  },
  lines: {
    allocations: {
      label: label('Allocation', '分摊'),
      table: 'avm_logistic_line',
      parentField: 'statement_id',
      fields: {
        bg_id: reference(label('Business group', '事业群'), 'bg', { readOnly: true }),
        so_count: integer(label('Sales orders', '销售订单数'), { readOnly: true }),
        shipped_amount: money(label('Shipped amount', '出货金额'), { scale: 2, readOnly: true }),
        share_pct: decimal(label('Share %', '占比 %'), { scale: 4, readOnly: true }),
        allocated: money(label('Allocated freight', '分摊运费'), { scale: 2, readOnly: true }),
      },
      columns: ['bg_id', 'so_count', 'shipped_amount', 'share_pct', 'allocated'],
      titleField: 'bg_id',
      grid: false,
    },
  },
});
