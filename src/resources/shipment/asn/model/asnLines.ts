import { CAPS, boolean, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import type { LinesDeclaration } from '../../../../schema/types';
import { PRICE_WARNINGS } from './statuses';

/** R16: at most 150 items, 50 when the bill-to is a VMI one (two messages). */
export const ASN_MAX_ITEMS = 150;
export const ASN_MAX_ITEMS_VMI = 50;

const priceInfo = (l: ReturnType<typeof label>) => money(l, { scale: 4, readOnly: true, listHidden: true });

/** The ASN's items: what is shipped against which order line, at what price (R19 filled by the server). */
export const asnItems: LinesDeclaration = {
  label: label('Items', '明细'),
  table: 'asn_item',
  parentField: 'asn_id',
  fields: {
    line_no: integer(label('Line', '行号'), { readOnly: true }),
    material_id: reference(label('MPN', 'MPN'), 'material', { required: true }),
    cpn: text(label('CPN', '客户料号'), { maxBytes: 60 }),
    lmpn: text(label('LMPN', 'LMPN'), { maxBytes: 60 }),
    order_no: text(label('Order no.', '订单号'), { maxBytes: 30, upperCase: true }),
    po_line: text(label('PO line', 'PO 行'), { maxBytes: 10 }),
    manufacturer: text(label('Manufacturer', '制造商'), { maxBytes: 100 }),
    total_qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
    price: money(label('Price', '单价'), { required: true, scale: 4 }),
    quote_price: priceInfo(label('Quote price', '报价')),
    srp: priceInfo(label('SRP', 'SRP')),
    maxout_price: priceInfo(label('Maxout price', '最大出货价')),
    price_warning: enumOf(label('Price check', '价格检查'), PRICE_WARNINGS, { readOnly: true }),
    over_qty: boolean(label('Over the order', '超订单数量'), { readOnly: true, defaultValue: false }),
    is_exist_order: boolean(label('Order found', '订单存在'), { readOnly: true, defaultValue: true }),
    remark: text(label('Remark', '备注'), { maxBytes: CAPS.itemRemark }),
  },
  columns: ['material_id', 'cpn', 'order_no', 'po_line', 'manufacturer', 'total_qty', 'price', 'price_warning', 'remark'],
  titleField: 'material_id',
  orderField: 'line_no',
  max: {
    count: ASN_MAX_ITEMS,
    message: label('An invoice may have at most %{max} items', '一张发票最多 %{max} 个品项'),
    when: [{ field: 'bill_to_vmi', in: [true], count: ASN_MAX_ITEMS_VMI, message: label('An invoice to a VMI bill-to may have at most %{max} items', 'VMI 开票方的发票最多 %{max} 个品项') }],
  },
  totals: ['total_qty'],
  grid: false,
};

/**
 * Where each item's quantity comes from: bags of inventory groups (R21). One row per bag picked:
 * `copies` identical packages of `qty` each; `is_split` when the pick opens a package (less than it holds).
 */
export const asnBags: LinesDeclaration = {
  label: label('Bags', '包装'),
  table: 'asn_bag',
  parentField: 'asn_id',
  fields: {
    line_no: integer(label('Line', '行号'), { readOnly: true }),
    item_no: integer(label('Item line', '品项行'), { required: true, min: 1 }),
    inventory_id: reference(label('Inventory group', '库存组'), 'inventory', { required: true }),
    // No foreign key: a bag row changes or goes when its stock moves; the ship names it by its number.
    bag_id: integer(label('Bag', '包装'), { required: true, min: 1 }),
    bag_no: text(label('Bag no.', '包装号'), { maxBytes: 20, readOnly: true }),
    on_way: boolean(label('On the way', '在途'), { readOnly: true, defaultValue: false }),
    mpq: integer(label('MPQ', '最小包装量'), { readOnly: true }),
    qty: integer(label('Quantity per bag', '每包数量'), { required: true, min: 1 }),
    copies: integer(label('Bags used', '使用包数'), { required: true, min: 1 }),
    total: integer(label('Total', '合计'), { readOnly: true }),
    is_split: boolean(label('Split', '拆包'), { readOnly: true, defaultValue: false }),
  },
  columns: ['item_no', 'inventory_id', 'bag_no', 'on_way', 'mpq', 'qty', 'copies', 'total', 'is_split'],
  orderField: 'line_no',
  max: { count: 6000, message: label('An invoice may have at most %{max} bag lines', '一张发票最多 %{max} 个包装行') },
  totals: ['total'],
  grid: false,
};
