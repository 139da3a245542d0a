import { defineResource } from '../../../../schema';
import { CAPS, date, datetime, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import type { Field, Label } from '../../../../schema/types';

/** The OPO, 862 and deduction screens' rule (routes.json: manage-opo on each). */
export const VMI_DRAFT_ACCESS = { permissions: ['manage-opo'] };
export const APPLY_DRAFT_EFFECT = 'vmi.applyDraft';

export const DRAFT_STATUSES = [
  { value: 'draft', label: label('Draft', '草稿'), color: 'warning' as const },
  { value: 'applied', label: label('Applied', '已执行'), color: 'success' as const },
];

interface DraftKind {
  name: string;
  base: string;
  route: string;
  order: number;
  label: Label;
  recordLabel: Label;
  /** Header fields beside the shared ones. */
  fields: Record<string, Field>;
  /** Whether each line carries its unit price (862 and OPO lines do). */
  priced: boolean;
  /** Record actions on the show page (src/resources/management/vmi/actions). */
  showActions?: string[];
  /** The spec writes `<list>/create` as a route of its own for some drafts. */
  specCreate?: boolean;
}

/**
 * A VMI draft: stock the customer consumed from a VMI hub (an 862 consumption report, a draw on an
 * open PO, or a manual deduction), kept as a draft until a clerk applies it; applying takes each line
 * out of the hub's stock in one transaction (server/modules/management/vmi/applyDraft.ts).
 */
function vmiDraft(kind: DraftKind) {
  return defineResource({
    name: kind.name,
    api: { base: kind.base },
    route: kind.route,
    ...(kind.specCreate ? { routeAliases: { create: 'create' } } : {}),
    access: VMI_DRAFT_ACCESS,
    menu: { group: 'management', section: 'vmi', order: kind.order },
    label: kind.label,
    recordLabel: kind.recordLabel,
    fields: {
      doc_no: text(label('Document no.', '单据号'), { required: true, unique: true, maxBytes: 30, upperCase: true }),
      sloc_id: reference(label('VMI hub', 'VMI 仓'), 'sloc', { required: true }),
      customer_id: reference(label('Customer', '客户'), 'ship_customer'),
      ...kind.fields,
      doc_date: date(label('Document date', '单据日期'), { required: true }),
      status: enumOf(label('Status', '状态'), DRAFT_STATUSES, { required: true, defaultValue: 'draft', readOnly: true }),
      applied_at: datetime(label('Applied at', '执行时间'), { readOnly: true, listHidden: true }),
      remark: remarkField(),
    },
    titleField: 'doc_no',
    list: {
      columns: ['doc_no', 'sloc_id', 'customer_id', ...Object.keys(kind.fields), 'doc_date', 'status', 'updated_by', 'updated_at'],
      search: ['doc_no', ...Object.entries(kind.fields).filter(([, f]) => f.kind === 'text').map(([k]) => k)],
      sort: { field: 'doc_date', order: 'DESC' },
    },
    naturalKey: ['doc_no'],
    importExport: { import: false },
    ...(kind.showActions ? { actions: { show: kind.showActions } } : {}),
    states: {
      field: 'status',
      final: ['applied'],
      transitions: {
        apply: { label: label('Apply', '执行'), permissions: VMI_DRAFT_ACCESS.permissions, from: ['draft'], to: 'applied', effect: APPLY_DRAFT_EFFECT, reason: 'apply' },
      },
      groups: {
        apply: {
          label: label('Apply', '执行'),
          title: label('Apply draft', '执行草稿'),
          done: label('Applied: stock deducted', '已执行：库存已扣减'),
          bulk: true,
          bulkLabel: label('Apply selected', '执行所选'),
          bulkDone: label('%{done} applied', '已执行 %{done} 条'),
          path: 'apply',
          noneIsConflict: true,
          placement: ['row', 'show'],
        },
      },
    },
    lines: {
      items: {
        label: label('Lines', '明细'),
        table: `${kind.name}_item`,
        parentField: 'draft_id',
        fields: {
          line_no: integer(label('Line', '行号'), { readOnly: true }),
          material_id: reference(label('Material', '物料'), 'material', { required: true }),
          qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
          // The stock group taken from: the hub's stock is kept per supplier and brand (blank: none).
          supplier: text(label('Supplier', '供应商'), { maxBytes: 100 }),
          brand: text(label('Brand', '品牌'), { maxBytes: 100 }),
          ...(kind.priced ? { unit_price: money(label('Unit price', '单价'), { required: true, scale: 4 }) } : {}),
          remark: text(label('Remark', '备注'), { maxBytes: CAPS.itemRemark }),
        },
        columns: ['material_id', 'supplier', 'brand', 'qty', ...(kind.priced ? ['unit_price'] : []), 'remark'],
        titleField: 'material_id',
        orderField: 'line_no',
        unique: ['material_id'],
        max: { count: 500, message: label('A draft may have at most %{max} lines', '一张草稿最多 %{max} 行') },
        totals: ['qty'],
      },
    },
  });
}

export const inventoryDeduct = vmiDraft({
  name: 'inventory_deduct',
  base: '/api/v2/inventory-deduct',
  route: '/management/vmi/inventoryDeduct',
  order: 3,
  label: label('Inventory deductions', '库存扣减'),
  recordLabel: label('Inventory deduction', '库存扣减单'),
  fields: {
    reason: enumOf(label('Reason', '原因'), [
      { value: 'consumed', label: label('Consumed by customer', '客户已耗用') },
      { value: 'scrap', label: label('Scrapped', '报废') },
      { value: 'sample', label: label('Sample', '样品') },
      { value: 'count', label: label('Stock count adjustment', '盘点调整') },
    ], { required: true, defaultValue: 'consumed' }),
  },
  priced: false,
  specCreate: true,
});

export const opo = vmiDraft({
  name: 'opo',
  base: '/api/v2/opo',
  route: '/management/vmi/opo',
  order: 4,
  label: label('OPO drafts', 'OPO 草稿'),
  recordLabel: label('OPO draft', 'OPO 草稿'),
  fields: { po_no: text(label('Customer PO no.', '客户 PO 号'), { required: true, maxBytes: 40, upperCase: true }) },
  priced: true,
});

export const consumption862 = vmiDraft({
  name: 'consumption862',
  base: '/api/v2/record862',
  route: '/management/vmi/consumption',
  order: 5,
  label: label('862 consumption', '862 耗用'),
  recordLabel: label('862 draft', '862 草稿'),
  fields: { release_no: text(label('862 release no.', '862 发布号'), { maxBytes: 40, upperCase: true }) },
  priced: true,
  showActions: ['checkPrices862'],
  specCreate: true,
});

export const vmiDraftResources = [inventoryDeduct, opo, consumption862];
