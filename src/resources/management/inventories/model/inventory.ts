import { defineResource } from '../../../../schema';
import { boolean, decimal, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import { STOCK_ACCESS } from './wire';

export const QTY_SCALE = 3;
const qty = (l: ReturnType<typeof label>) => decimal(l, { scale: QTY_SCALE, readOnly: true });

export const CARGO_STATUSES = [
  { value: 'normal', label: label('Normal', '正常'), color: 'success' as const },
  { value: 'hold', label: label('On hold', '冻结'), color: 'warning' as const },
  { value: 'vmi', label: label('VMI', 'VMI'), color: 'info' as const },
  { value: 'damaged', label: label('Damaged', '损坏'), color: 'error' as const },
];

/**
 * Inventory group: one material held by one supplier/brand in one storage location with one cargo
 * status, made of bags (the `bags` lines). Quantities are kept by the stock moves
 * (server/modules/management/inventories/stock/moves.ts), never written by a generic save: the
 * access rule's `write` is empty, so the generic create/edit/delete routes refuse everyone.
 */
export const inventory = defineResource({
  name: 'inventory',
  api: { base: '/api/v2/inventory' },
  route: '/management/inventories/inventories',
  access: { ...STOCK_ACCESS.list, write: [] },
  menu: { group: 'management', section: 'inventories', order: 2 },
  label: label('Inventory', '库存'),
  recordLabel: label('Inventory group', '库存组'),
  fields: {
    // How the group is named in titles and pickers: "MPN @ SLOC · supplier / brand · status" (set when made).
    name: text(label('Group', '库存组'), { maxBytes: 300, readOnly: true, listHidden: true }),
    material_id: reference(label('Material', '物料'), 'material', { required: true, readOnly: true }),
    sloc_id: reference(label('SLOC', '库位'), 'sloc', { required: true, readOnly: true }),
    supplier: text(label('Supplier', '供应商'), { maxBytes: 100, readOnly: true }),
    brand: text(label('Brand', '品牌'), { maxBytes: 100, readOnly: true }),
    status_cargo: enumOf(label('Cargo status', '货物状态'), CARGO_STATUSES, { required: true, readOnly: true }),
    on_hand_qty: qty(label('On hand', '在库数量')),
    on_way_qty: qty(label('On the way', '在途数量')),
    bag_count: integer(label('Bags', '包数'), { readOnly: true }),
    unit_price: money(label('Unit price', '单价'), { scale: 4, readOnly: true, guarded: 'inventory.price', listHidden: true }),
  },
  titleField: 'name',
  list: {
    columns: ['material_id', 'sloc_id', 'supplier', 'brand', 'status_cargo', 'on_hand_qty', 'on_way_qty', 'bag_count', 'updated_at'],
    search: ['name', 'supplier', 'brand'],
    sort: { field: 'id', order: 'DESC' },
  },
  importExport: { import: false },
  views: { show: 'inventoryShow' },
  actions: { list: ['cargoStatus'] },
  lines: {
    bags: {
      label: label('Bags', '包装'),
      table: 'inventory_bag',
      parentField: 'inventory_id',
      fields: {
        bag_no: text(label('Bag', '包号'), { maxBytes: 30, readOnly: true }),
        mpq: qty(label('Package qty', '包装数量')),
        org_mpq: qty(label('Package qty as received', '原始包装数量')),
        qty: qty(label('Quantity', '数量')),
        copies: integer(label('Copies', '件数'), { readOnly: true }),
        is_split: boolean(label('Split', '已拆包'), { readOnly: true }),
        on_way: boolean(label('On the way', '在途'), { readOnly: true }),
        assigned_no: text(label('Assigned to', '已分配单号'), { maxBytes: 60, readOnly: true }),
        date_code: text(label('Date code', '生产日期码'), { maxBytes: 20, readOnly: true }),
      },
      titleField: 'bag_no',
      grid: false,
    },
  },
});
