// A test-only order with lines, for the generic lines tests (server, declaration checks and grid):
// the engine is tested on a declaration of its own, apart from any module's.
import { defineResource } from '../../../src/schema';
import { decimal, integer, label, text } from '../../../src/schema/fields';

export const linesOrder = defineResource({
  name: 'test_lines_order',
  api: { base: '/api/v1/test/linesOrder' },
  route: '/test/linesOrder',
  access: { permissions: ['manage-sloc'] },
  menu: { group: 'basic', hidden: true },
  label: label('Test orders', '测试订单'),
  recordLabel: label('Test order', '测试订单'),
  fields: {
    code: text(label('Order number', '订单号'), { required: true, maxBytes: 20 }),
    bill_to: text(label('Bill-to', '开票方'), { maxBytes: 40 }),
  },
  titleField: 'code',
  list: { columns: ['code', 'bill_to'], search: ['code'], sort: { field: 'code', order: 'ASC' } },
  lines: {
    items: {
      label: label('Items', '明细'),
      table: 'test_lines_order_item',
      parentField: 'order_id',
      fields: {
        line_no: integer(label('Line', '行号'), { readOnly: true }),
        mpn: text(label('MPN', '料号'), { required: true, maxBytes: 40 }),
        qty: integer(label('Quantity', '数量'), { required: true, min: 1 }),
        price: decimal(label('Unit price', '单价'), { scale: 4, min: 0 }),
        bill_to: text(label('Bill-to', '开票方'), { maxBytes: 40, readOnly: true }),
      },
      columns: ['mpn', 'qty', 'price'],
      titleField: 'mpn',
      orderField: 'line_no',
      fromParent: { bill_to: 'bill_to' },
      unique: ['mpn'],
      // Rule R16's shape: 150 items, 50 when the bill-to is VMI (here 4 and 2).
      max: {
        count: 4,
        message: label('An order may have at most %{max} items', '一张订单最多 %{max} 项'),
        when: [{ field: 'bill_to', contains: 'VMI', count: 2, message: label('A VMI order may have at most %{max} items', 'VMI 订单最多 %{max} 项') }],
      },
      totals: ['qty'],
    },
  },
});
