import { defineResource, variantOf } from '../../../../schema';
import { date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { Field, LinesDeclaration, StatesDeclaration, TransitionGroup } from '../../../../schema/types';
import { CURRENCIES } from '../../../basic/customer/model/entity';

/** The admin list's rule (routes.json /management/price/rfq: manage-rfq, view-rfq). */
export const RFQ_ACCESS = { permissions: ['manage-rfq', 'view-rfq'] };
/** The "my RFQs" screens' rule; only rfq-create writes drafts (the others move stages by their transitions). */
export const MY_RFQ_ACCESS = { permissions: ['rfq-create', 'rfq-list-all', 'rfq-inquiry'], write: ['rfq-create'] };
export const RFQ_CREATE = 'rfq-create';
export const RFQ_INQUIRY = 'rfq-inquiry';

/** Server effects that write the quoted prices onto the lines inside the stage move. */
export const QUOTE_EFFECT = 'rfq.quote';
export const QUARTER_QUOTE_EFFECT = 'rfq.quarterQuote';

/** The route's stage segment: 0 draft, 1 inquiry, 2 price review (核价: the product manager sets the price), 3 finished. */
export const RFQ_STAGES = [
  { value: '0', label: label('Draft', '草稿'), color: 'default' as const },
  { value: '1', label: label('Inquiry', '询价中'), color: 'warning' as const },
  { value: '2', label: label('Price review', '核价'), color: 'info' as const },
  { value: '3', label: label('Finished', '已完成'), color: 'success' as const },
];
export const STAGE_VALUES = RFQ_STAGES.map((s) => s.value);

const PRICE_SCALE = 6;

const head: Record<string, Field> = {
  rfq_no: text(label('RFQ no.', '询价单号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
  customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
  end_customer_id: reference(label('End customer', '终端客户'), 'end_customer'),
  requester: text(label('Requester', '申请人'), { maxBytes: 60 }),
  currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
  stage: enumOf(label('Stage', '阶段'), RFQ_STAGES, { required: true, defaultValue: '0', readOnly: true }),
  due_date: date(label('Due date', '截止日期')),
  requote_memo: text(label('Re-quote memo', '重新报价说明'), { maxBytes: 250, readOnly: true, listHidden: true }),
  remark: remarkField(),
};

/** The requested lines; the quote columns are written only by the quote calls (read-only to line saves). */
export const rfqItems: LinesDeclaration = {
  label: label('Lines', '明细'),
  table: 'rfq_item',
  parentField: 'rfq_id',
  fields: {
    line_no: integer(label('Line', '行号'), { readOnly: true }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    cpn: text(label('CPN', '客户料号'), { maxBytes: 60 }),
    qty: integer(label('Requested qty', '需求数量'), { required: true, min: 1 }),
    target_price: money(label('Target price', '目标价'), { scale: PRICE_SCALE }),
    annual_usage: integer(label('Annual usage', '年用量'), { min: 0 }),
    quoted_price: money(label('Quoted price', '报价'), { scale: PRICE_SCALE, readOnly: true }),
    quoted_by: text(label('Quoted by', '报价人'), { maxBytes: 60, readOnly: true }),
    lead_time_weeks: integer(label('Lead time (weeks)', '交期（周）'), { min: 0, readOnly: true }),
    moq: integer(label('MOQ', '最小起订量'), { min: 0, readOnly: true }),
    valid_until: date(label('Valid until', '有效期至'), { readOnly: true }),
    q1_price: money(label('Q1 price', 'Q1 价格'), { scale: PRICE_SCALE, readOnly: true }),
    q2_price: money(label('Q2 price', 'Q2 价格'), { scale: PRICE_SCALE, readOnly: true }),
    q3_price: money(label('Q3 price', 'Q3 价格'), { scale: PRICE_SCALE, readOnly: true }),
    q4_price: money(label('Q4 price', 'Q4 价格'), { scale: PRICE_SCALE, readOnly: true }),
  },
  columns: ['material_id', 'cpn', 'qty', 'target_price', 'annual_usage', 'quoted_price', 'lead_time_weeks', 'moq', 'valid_until'],
  titleField: 'material_id',
  orderField: 'line_no',
  unique: ['material_id'],
  max: { count: 500, message: label('An RFQ may have at most %{max} lines', '一张询价单最多 %{max} 行') },
  totals: ['qty'],
};

const group = (en: string, zh: string, done: [string, string], path: string, extra: Partial<TransitionGroup> = {}): TransitionGroup => ({
  label: label(en, zh),
  done: label(...done),
  path,
  noneIsConflict: true, // a stage already moved by someone else: a conflict, one winner
  placement: ['show'],
  ...extra,
});

/** Stage moves: rfq-create submits drafts; rfq-inquiry quotes (1→2, 2→3) and sends back for a re-quote with a memo. */
export const rfqStates: StatesDeclaration = {
  field: 'stage',
  itemTitle: ['rfq_no'],
  transitions: {
    submit: { label: label('Submit for inquiry', '提交询价'), permissions: [RFQ_CREATE], from: ['0'], to: '1', reason: 'submit' },
    quote: { label: label('Quote (to price review)', '报价（进入核价）'), permissions: [RFQ_INQUIRY], from: ['1'], to: '2', effect: QUOTE_EFFECT, group: 'quote', reason: 'quote' },
    finish: { label: label('Finish quote', '完成报价'), permissions: [RFQ_INQUIRY], from: ['2'], to: '3', effect: QUOTE_EFFECT, group: 'quote', reason: 'finish' },
    requote: {
      label: label('Re-quote', '重新报价'), permissions: [RFQ_INQUIRY], from: ['2', '3'], to: '1',
      inputs: ['requote_memo'], requiredInputs: ['requote_memo'], reason: 're-quote',
    },
    quarterQuote: { label: label('Quarter quote', '季度报价'), permissions: [RFQ_INQUIRY], from: ['1'], to: '2', effect: QUARTER_QUOTE_EFFECT, reason: 'quarter quote' },
  },
  groups: {
    submit: group('Submit', '提交', ['RFQ submitted for inquiry', '询价单已提交'], 'submit'),
    quote: group('Quote', '报价', ['Quote saved', '报价已保存'], 'quote'),
    requote: group('Re-quote', '重新报价', ['Sent back for a re-quote', '已退回重新报价'], 're-quote'),
    quarterQuote: group('Quarter quote', '季度报价', ['Quarter prices saved', '季度报价已保存'], 'quarter_quote', { placement: [] }),
  },
};

/** Every RFQ: the price management list (manage-rfq edits any, view-rfq reads). */
export const rfq = defineResource({
  name: 'rfq',
  api: { base: '/api/v1/rfq' },
  route: '/management/price/rfq',
  routeAliases: { show: ':id' },
  access: RFQ_ACCESS,
  menu: { group: 'management', section: 'price', order: 11 },
  label: label('RFQs', '询价单'),
  recordLabel: label('RFQ', '询价单'),
  views: { show: 'rfqShow' },
  fields: head,
  titleField: 'rfq_no',
  list: {
    columns: ['rfq_no', 'customer_id', 'end_customer_id', 'requester', 'currency', 'stage', 'due_date', 'created_by', 'updated_at'],
    search: ['rfq_no', 'requester'],
    sort: { field: 'updated_at', order: 'DESC' as const },
  },
  naturalKey: ['rfq_no'],
  importExport: { import: false },
  lines: { items: rfqItems },
});

/** "My RFQs": the caller's own RFQs (all with rfq-list-all), moved through the stages by declared transitions. */
export const myRfq = variantOf(rfq, {
  name: 'my_rfq',
  api: { base: '/api/v2/rfq' },
  route: '/my/myRFQs',
  access: MY_RFQ_ACCESS,
  menu: { group: 'my', order: 30 },
  label: label('My RFQs', '我的询价'),
  scope: { kind: 'createdBy', seeAll: ['rfq-list-all'] },
  // Past the draft the RFQ is the product manager's: its creator no longer edits it here (409); the
  // stage moves and the quote import still run, and manage-rfq edits any through the admin list.
  states: { ...rfqStates, final: ['1', '2', '3'] },
  views: { list: 'myRfqList' },
});
