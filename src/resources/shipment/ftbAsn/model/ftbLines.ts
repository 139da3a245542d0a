import { CAPS, boolean, enumOf, integer, label, money, reference, text } from '../../../../schema/fields';
import type { LinesDeclaration } from '../../../../schema/types';
import { MAXOUT, MAXOUT_STATUSES } from './statuses';

/** An FTB ASN carries what one invoice may (R16's 150 items). */
export const FTB_MAX_ITEMS = 150;

/**
 * What the bonded shipment holds, as the forwarder declared it. Items change only through the item
 * calls (POST /api/v2/ftb_asn/item, PUT /api/v2/ftb_asn/item/{id}), each change waiting for a reviewer.
 */
export const ftbItems: LinesDeclaration = {
  label: label('Items', '明细'),
  table: 'ftb_asn_item',
  parentField: 'ftb_asn_id',
  fields: {
    line_no: integer(label('Line', '行号'), { readOnly: true }),
    material_id: reference(label('MPN', 'MPN'), 'material', { required: true }),
    cpn: text(label('CPN', '客户料号'), { maxBytes: 60 }),
    order_no: text(label('Order no.', '订单号'), { maxBytes: 30, upperCase: true }),
    po_line: text(label('PO line', 'PO 行'), { maxBytes: 10 }),
    qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
    price: money(label('Price', '单价'), { required: true, scale: 4 }), // as the ASN's item price: thrown unchanged
    maxout_price: money(label('Maxout price', '保本价'), { scale: 6, readOnly: true }),
    maxout_status: enumOf(label('Maxout check', '保本价检查'), MAXOUT_STATUSES, { readOnly: true, defaultValue: MAXOUT.ok }),
    // The audit item the maxout check raised (its decision sets maxout_status).
    maxout_audit_id: integer(label('Maxout review', '保本价审核'), { readOnly: true, listHidden: true }),
    change_pending: boolean(label('Change in review', '修改审核中'), { readOnly: true, defaultValue: false }),
    remark: text(label('Remark', '备注'), { maxBytes: CAPS.itemRemark }),
  },
  columns: ['line_no', 'material_id', 'cpn', 'order_no', 'po_line', 'qty', 'price', 'maxout_price', 'maxout_status', 'change_pending', 'remark'],
  titleField: 'material_id',
  orderField: 'line_no',
  max: { count: FTB_MAX_ITEMS, message: label('An FTB ASN may have at most %{max} items', '一张 FTB ASN 最多 %{max} 个品项') },
  totals: ['qty'],
  grid: false,
};
