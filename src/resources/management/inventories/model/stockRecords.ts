import { defineResource } from '../../../../schema';
import { decimal, enumOf, integer, label, reference, text } from '../../../../schema/fields';
import { STOCK_ACCESS } from './wire';
import { QTY_SCALE } from './inventory';

const qty = (l: ReturnType<typeof label>) => decimal(l, { scale: QTY_SCALE, readOnly: true });

export const MOVE_KINDS = [
  { value: 'receive', label: label('Receive', '收货'), color: 'success' as const },
  { value: 'on_way', label: label('On the way', '在途'), color: 'info' as const },
  { value: 'arrive', label: label('Arrival', '到货'), color: 'success' as const },
  { value: 'release', label: label('Release', '释放出库'), color: 'warning' as const },
  { value: 'repack', label: label('Repack', '重新包装'), color: 'primary' as const },
  { value: 'swap', label: label('Swap', '调换'), color: 'primary' as const },
  { value: 'status', label: label('Status change', '状态变更'), color: 'default' as const },
  { value: 'deduct', label: label('Deduct', '扣减'), color: 'error' as const },
  { value: 'adjust', label: label('Adjust', '调整'), color: 'default' as const },
  { value: 'assign', label: label('Assign', '分配'), color: 'info' as const },
  { value: 'unassign', label: label('Unassign', '取消分配'), color: 'default' as const },
  // The VMI desk's moves (server/modules/management/vmi): `vmi_` + the goods receipt's or the applied draft's table.
  { value: 'vmi_gr', label: label('VMI goods receipt', 'VMI 收货'), color: 'success' as const },
  { value: 'vmi_opo', label: label('VMI OPO', 'VMI OPO 出库'), color: 'warning' as const },
  { value: 'vmi_consumption862', label: label('VMI 862 consumption', 'VMI 862 消耗'), color: 'warning' as const },
  { value: 'vmi_inventory_deduct', label: label('VMI deduction', 'VMI 扣减'), color: 'error' as const },
  // An ASN's bags leave stock when it ships and come back when it is cancelled after shipping or returned (server/modules/shipment/asn).
  { value: 'asn_ship', label: label('ASN shipped', 'ASN 发货'), color: 'warning' as const },
  { value: 'asn_return', label: label('ASN returned', 'ASN 退回'), color: 'success' as const },
];
/** The kinds of move the stock accepts: the journal names each in both languages. */
export const MOVE_KIND_VALUES: ReadonlySet<string> = new Set(MOVE_KINDS.map((k) => k.value));
const kind = () => enumOf(label('Move', '操作'), MOVE_KINDS, { required: true, readOnly: true });
const readOnlyWrite = { write: [] as string[] };

/** One stock operation (a receipt, a release, a repack ...): who did it, when, with what reference. */
export const inventoryRecord = defineResource({
  name: 'inventory_record',
  api: { base: '/api/v2/inventory/record' },
  route: '/management/inventories/inventoryRecord',
  access: { ...STOCK_ACCESS.record, ...readOnlyWrite },
  menu: { group: 'management', section: 'inventories', order: 4 },
  label: label('Inventory records', '库存记录'),
  recordLabel: label('Inventory record', '库存记录'),
  fields: {
    kind: kind(),
    ref_type: text(label('Reference type', '单据类型'), { maxBytes: 30, readOnly: true }),
    ref_no: text(label('Reference no.', '单据号'), { maxBytes: 60, readOnly: true }),
    moves: integer(label('Lines', '行数'), { readOnly: true }),
    qty_in: qty(label('Quantity in', '入库数量')),
    qty_out: qty(label('Quantity out', '出库数量')),
    memo: text(label('Memo', '备注'), { maxBytes: 500, readOnly: true, listHidden: true }),
  },
  titleField: 'ref_no',
  list: { columns: ['created_at', 'kind', 'ref_type', 'ref_no', 'moves', 'qty_in', 'qty_out', 'created_by'], search: ['ref_no', 'memo'], sort: { field: 'id', order: 'DESC' } },
  importExport: { import: false },
});

/** Every change of a group's quantities, bag by bag, with the balances after it. */
export const inventoryHistory = defineResource({
  name: 'inventory_history',
  api: { base: '/api/v2/inventory/history' },
  route: '/analysis/inventoryHistory',
  access: { ...STOCK_ACCESS.history, ...readOnlyWrite },
  menu: { group: 'analysis', order: 20 },
  label: label('Inventory history', '库存历史'),
  recordLabel: label('Inventory change', '库存变动'),
  fields: {
    record_id: reference(label('Record', '记录'), 'inventory_record', { readOnly: true }),
    inventory_id: reference(label('Inventory group', '库存组'), 'inventory', { readOnly: true }),
    material_id: reference(label('Material', '物料'), 'material', { readOnly: true }),
    sloc_id: reference(label('SLOC', '库位'), 'sloc', { readOnly: true }),
    kind: kind(),
    bag_no: text(label('Bag', '包号'), { maxBytes: 30, readOnly: true }),
    qty: qty(label('Quantity', '数量')),
    place: enumOf(label('Where', '位置'), [{ value: 'hand', label: label('On hand', '在库') }, { value: 'way', label: label('On the way', '在途') }], { readOnly: true }),
    on_hand_after: qty(label('On hand after', '变动后在库')),
    on_way_after: qty(label('On the way after', '变动后在途')),
    ref_no: text(label('Reference no.', '单据号'), { maxBytes: 60, readOnly: true }),
  },
  titleField: 'bag_no',
  list: {
    columns: ['created_at', 'kind', 'material_id', 'sloc_id', 'bag_no', 'qty', 'on_hand_after', 'on_way_after', 'ref_no', 'created_by'],
    search: ['bag_no', 'ref_no'],
    sort: { field: 'id', order: 'DESC' },
  },
  importExport: { import: false },
});

/** A bag assigned to (or taken back from) an order. */
export const inventoryAssignRecord = defineResource({
  name: 'inventory_assign_record',
  api: { base: '/api/v1/inventory/assign-record' },
  route: '/management/inventories/inventoryAssignRecord',
  access: { ...STOCK_ACCESS.assign, ...readOnlyWrite },
  menu: { group: 'management', section: 'inventories', order: 5 },
  label: label('Assign records', '分配记录'),
  recordLabel: label('Assign record', '分配记录'),
  fields: {
    inventory_id: reference(label('Inventory group', '库存组'), 'inventory', { readOnly: true }),
    material_id: reference(label('Material', '物料'), 'material', { readOnly: true }),
    bag_no: text(label('Bag', '包号'), { maxBytes: 30, readOnly: true }),
    action: enumOf(label('Action', '操作'), MOVE_KINDS.filter((k) => k.value === 'assign' || k.value === 'unassign'), { required: true, readOnly: true }),
    qty: qty(label('Quantity', '数量')),
    ref_type: text(label('Order type', '订单类型'), { maxBytes: 30, readOnly: true }),
    ref_no: text(label('Order no.', '订单号'), { maxBytes: 60, readOnly: true }),
  },
  titleField: 'bag_no',
  list: { columns: ['created_at', 'action', 'material_id', 'bag_no', 'qty', 'ref_type', 'ref_no', 'created_by'], search: ['bag_no', 'ref_no'], sort: { field: 'id', order: 'DESC' } },
  importExport: { import: false },
});
