import { defineResource, type StatesDeclaration } from '../../../../schema';
import { boolean, codeField, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import { PRE_MAXOUT_PERMISSION as P } from '../../../../contract/warehouse';

/** The stages a case passes through, in order; "closed" once the final stage is signed off. */
export const PRE_MAXOUT_STAGES = [
  { value: 'target', label: label('Target', '目标'), color: 'default' },
  { value: 'list', label: label('Listing', '清单'), color: 'info' },
  { value: 'compile', label: label('Compiling', '汇编'), color: 'primary' },
  { value: 'final', label: label('Final review', '终审'), color: 'warning' },
  { value: 'closed', label: label('Written off', '已核销'), color: 'success' },
] as const;

/**
 * Each stage's hand-over is its own transition with its own permission: holding one stage's permission
 * moves a case out of that stage only. Lines are saved by the list stage (POST /detail) and results by
 * the compile stage (POST /result), each refused outside its stage.
 */
const stages = {
  field: 'status',
  itemTitle: ['case_no'],
  transitions: {
    submitTarget: { label: label('Send to listing', '提交清单阶段'), permissions: [P.target], from: ['target'], to: 'list', group: 'advance' },
    submitList: {
      label: label('Send to compiling', '提交汇编阶段'),
      permissions: [P.list],
      from: ['list'],
      to: 'compile',
      group: 'advance',
      refuse: [{ field: 'item_count', in: ['0'], message: label('The case has no lines yet; list the parts to write off first', '该案例还没有明细，请先列出要核销的料号') }],
    },
    submitCompile: {
      label: label('Send to final review', '提交终审'),
      permissions: [P.compile],
      from: ['compile'],
      to: 'final',
      group: 'advance',
      refuse: [{ field: 'results_saved', in: ['false'], message: label('The write-off results are not saved yet', '核销结果尚未保存') }],
    },
    finalize: { label: label('Write off', '确认核销'), permissions: [P.final], from: ['final'], to: 'closed', group: 'advance' },
  },
  groups: {
    advance: {
      label: label('Next stage', '下一阶段'),
      title: label('Move the case to its next stage', '将案例推进到下一阶段'),
      done: label('Stage changed', '阶段已变更'),
      placement: ['row', 'show'],
      method: 'PUT',
      path: 'status',
    },
  },
} satisfies StatesDeclaration;

/**
 * Pre-maxout write-off case: stock of one customer expected to max out (no further demand) is
 * written off in four stages. Hidden from the menu (the spec), reached by its path.
 */
export const preMaxout = defineResource({
  name: 'pre_maxout',
  api: { base: '/api/v2/pre-maxout' },
  route: '/shipment/writeOff/preMaxoutManagement',
  routeAliases: { show: 'detail/:id' },
  // Every stage reads the cases; only the target stage creates and edits them.
  access: { permissions: [P.target, P.list, P.compile, P.final], write: [P.target] },
  menu: { group: 'shipment', section: 'writeOff', order: 1, hidden: true },
  label: label('Pre-maxout write-offs', '预呆滞核销'),
  recordLabel: label('Pre-maxout case', '预呆滞核销案例'),
  fields: {
    case_no: codeField(label('Case no.', '案例编号'), 30),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    period: text(label('Period', '期间'), {
      required: true,
      maxBytes: 7,
      pattern: { source: '^20[0-9]{2}-(0[1-9]|1[0-2])$', message: label('a month written YYYY-MM, e.g. 2026-03', '月份，格式 YYYY-MM，例如 2026-03') },
    }),
    target_amount: money(label('Target amount', '目标金额'), { required: true, scale: 2, currencyField: 'currency' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    due_date: date(label('Due date', '截止日期')),
    status: enumOf(label('Stage', '阶段'), [...PRE_MAXOUT_STAGES], { required: true, defaultValue: 'target', readOnly: true }),
    item_count: integer(label('Lines', '明细数'), { readOnly: true, defaultValue: 0 }),
    listed_amount: money(label('Listed amount', '清单金额'), { scale: 2, readOnly: true, currencyField: 'currency' }),
    result_amount: money(label('Written-off amount', '核销金额'), { scale: 2, readOnly: true, currencyField: 'currency' }),
    results_saved: boolean(label('Results saved', '结果已保存'), { readOnly: true, defaultValue: false, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'case_no',
  list: {
    columns: ['case_no', 'customer_id', 'period', 'target_amount', 'currency', 'listed_amount', 'result_amount', 'status', 'updated_at'],
    search: ['case_no', 'period'],
    sort: { field: 'case_no', order: 'DESC' },
  },
  naturalKey: ['case_no'],
  views: { show: 'preMaxoutShow' },
  states: stages,
});
