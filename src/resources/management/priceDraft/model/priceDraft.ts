import { defineResource } from '../../../../schema';
import { CAPS, boolean, date, datetime, decimal, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../../basic/customer/model/entity';
import {
  AUDIT_01,
  AUDIT_02,
  DRAFT_STATES,
  FINISHERS,
  PRICE_DRAFT_BASE,
  PRICE_DRAFT_EFFECT,
  PRICE_DRAFT_ROUTE,
  READERS,
  SEE_ALL,
  type DraftState,
} from './priceDraftRules';
import { auditGroup, auditTransitions } from './auditTransitions';

const S = Object.fromEntries(DRAFT_STATES.map((s) => [s.value, s.value])) as Record<DraftState, DraftState>;

/**
 * A price draft: proposed price lines (the v2 price table's PriceInput) that an author finishes, a
 * level-01 auditor then a level-02 auditor agree to; only the level-02 agreement puts the lines in
 * effect (server/modules/management/priceDraft/putInEffect.ts, in the transition's transaction).
 * A refusal at either level sends the draft back to its author with the memo (rule R18).
 */
export const priceDraft = defineResource({
  name: 'price_draft',
  api: { base: PRICE_DRAFT_BASE },
  route: PRICE_DRAFT_ROUTE,
  // Auditors and list-all holders read; only authors (manage-price, import-price-draft) write.
  access: { permissions: READERS, write: FINISHERS },
  // Authors see their own drafts; list-all holders and the auditors (who must see what waits for them) see all.
  scope: { kind: 'createdBy', seeAll: SEE_ALL },
  menu: { group: 'management', section: 'price', order: 8 },
  label: label('Price management', '价格管理'),
  recordLabel: label('Price draft', '价格草稿'),
  fields: {
    title: text(label('Title', '标题'), { required: true, maxBytes: 100 }),
    status: enumOf(label('Status', '状态'), DRAFT_STATES, { required: true, defaultValue: S.draft, readOnly: true }),
    memo: text(label('Level-01 memo', '一级审核备注'), { maxBytes: CAPS.remark, multiline: true, readOnly: true }),
    memo_02: text(label('Level-02 memo', '二级审核备注'), { maxBytes: CAPS.remark, multiline: true, readOnly: true }),
    effective_at: datetime(label('In effect since', '生效时间'), { readOnly: true, listHidden: true }),
    remark: remarkField(),
  },
  titleField: 'title',
  list: {
    columns: ['title', 'status', 'memo', 'memo_02', 'created_by', 'updated_by', 'updated_at'],
    search: ['title', 'memo', 'memo_02'],
    sort: { field: 'updated_at', order: 'DESC' },
  },
  importExport: { import: false },
  actions: { list: ['importPriceDraft'] },
  // The page compares the lines with the prices in effect (src/resources/management/priceDraft/PriceDraftShow.tsx).
  views: { show: 'priceDraftShow' },
  states: {
    field: 'status',
    itemTitle: ['title'],
    // Not editable while in audit or once in effect: the auditors agree to what they saw.
    final: [S.pending_01, S.pending_02, S.effective],
    transitions: {
      finish: {
        label: label('Finish', '提交审核'),
        permissions: FINISHERS,
        from: [S.draft, S.refused],
        to: S.pending_01,
        reason: 'finish',
        group: 'finish',
      },
      ...auditTransitions('01', AUDIT_01, S.pending_01, S.pending_02),
      ...auditTransitions('02', AUDIT_02, S.pending_02, S.effective, PRICE_DRAFT_EFFECT),
    },
    groups: {
      finish: {
        label: label('Finish', '提交审核'),
        title: label('Finish draft: send to level-01 audit', '提交草稿：送一级审核'),
        done: label('Sent to level-01 audit', '已送一级审核'),
        bulk: true,
        bulkLabel: label('Finish selected', '提交所选'),
        bulkDone: label('%{done} sent to level-01 audit', '已送一级审核 %{done} 条'),
        noneIsConflict: true,
        method: 'PUT',
        path: 'finish',
        placement: ['row', 'show'],
      },
      audit01: auditGroup('01'),
      audit02: auditGroup('02'),
    },
  },
  lines: {
    items: {
      label: label('Prices', '价格明细'),
      table: 'price_draft_item',
      parentField: 'draft_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        material_id: reference(label('Material', '物料'), 'material', { required: true }),
        end_customer_id: reference(label('End customer', '终端客户'), 'end_customer'),
        cpn: text(label('CPN', '客户料号'), { maxBytes: 60, upperCase: true }),
        currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
        // The cost: the same right as the price table's own DBP column.
        dbp: money(label('DBP', 'DBP 成本价'), { scale: 6, guarded: 'price_ti.dbp' }),
        quote_price: money(label('Quote price', '报价'), { required: true, scale: 6 }),
        srp: money(label('SRP', '建议售价'), { scale: 6 }),
        moq: decimal(label('MOQ', '最小起订量'), { scale: 0 }),
        valid_from: date(label('Valid from', '生效日期'), { required: true }),
        valid_to: date(label('Valid to', '失效日期')),
        fb: boolean(label('FB price', 'FB 价'), { defaultValue: false }),
      },
      columns: ['material_id', 'end_customer_id', 'cpn', 'currency', 'dbp', 'quote_price', 'srp', 'moq', 'valid_from', 'valid_to', 'fb'],
      titleField: 'material_id',
      orderField: 'line_no',
      max: { count: 50000, message: label('A draft may have at most %{max} lines', '一张草稿最多 %{max} 行') },
    },
  },
});
