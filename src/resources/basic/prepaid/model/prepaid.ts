import { defineResource } from '../../../../schema';
import { codeField, date, enumOf, integer, label, money, reference, remarkField, text } from '../../../../schema/fields';
import { CURRENCIES } from '../../customer/model/entity';

/**
 * Prepaid item: a customer pays in advance for a quantity of one part at an agreed initial price
 * (the setInitialPrice command: POST /api/v2/prepaid/initial-price/{id}); shipments draw the quantity down. ASNs against
 * prepaid items go through the prepaid AR review (/events/ASNarReviewPrepaid).
 * References material, so it is registered after the material resources.
 */
export const prepaid = defineResource({
  name: 'prepaid',
  api: { base: '/api/v2/prepaid' },
  route: '/basic/customer/prepaidManagement',
  // The spec's detail screen: /basic/customer/prepaidManagement/detail/{id}.
  routeAliases: { show: 'detail/:id' },
  access: { permissions: ['manage-prepaid-manager'] },
  menu: { group: 'basic', section: 'customer', order: 10 },
  label: label('Prepaid items', '预付款项目'),
  recordLabel: label('Prepaid item', '预付款项目'),
  fields: {
    prepaid_no: codeField(label('Prepaid item no.', '预付款编号'), 30),
    customer_id: reference(label('Customer', '客户'), 'ship_customer', { required: true }),
    entity_id: reference(label('Selling entity', '销售实体'), 'entity', { required: true }),
    material_id: reference(label('MPN', '原厂料号'), 'material', { required: true }),
    customer_po: text(label('Customer PO', '客户订单号'), { maxBytes: 40 }),
    quantity: integer(label('Quantity', '数量'), { required: true, min: 1 }),
    shipped_qty: integer(label('Shipped quantity', '已出货数量'), { min: 0, defaultValue: 0 }),
    // The agreed price, and the amount paid (which divided by the quantity gives it away): one right.
    initial_price: money(label('Initial unit price', '初始单价'), { required: true, scale: 4, currencyField: 'currency', guarded: 'prepaid.price' }),
    currency: enumOf(label('Currency', '币种'), CURRENCIES, { required: true, defaultValue: 'USD' }),
    paid_amount: money(label('Amount paid', '已付金额'), { scale: 2, currencyField: 'currency', guarded: 'prepaid.price' }),
    paid_date: date(label('Paid on', '付款日期')),
    valid_until: date(label('Valid until', '有效期至'), { listHidden: true }),
    status: enumOf(
      label('Status', '状态'),
      [
        { value: 'awaiting_payment', label: label('Awaiting payment', '待付款'), color: 'warning' },
        { value: 'paid', label: label('Paid', '已付款'), color: 'info' },
        { value: 'partially_shipped', label: label('Partially shipped', '部分出货'), color: 'primary' },
        { value: 'closed', label: label('Closed', '已结案'), color: 'success' },
        { value: 'cancelled', label: label('Cancelled', '已取消'), color: 'default' },
      ],
      { required: true, defaultValue: 'awaiting_payment' },
    ),
    remark: remarkField(),
  },
  titleField: 'prepaid_no',
  list: {
    columns: ['prepaid_no', 'customer_id', 'entity_id', 'material_id', 'quantity', 'shipped_qty', 'initial_price', 'currency', 'paid_amount', 'status'],
    search: ['prepaid_no', 'customer_po'],
    sort: { field: 'prepaid_no', order: 'DESC' },
  },
  naturalKey: ['prepaid_no'],
  commands: {
    setInitialPrice: {
      label: label('Set initial price', '设置初始单价'),
      title: label('Set initial unit price', '设置初始单价'),
      confirmLabel: label('Save price', '保存单价'),
      done: label('Initial price saved', '初始单价已保存'),
      permissions: ['manage-prepaid-manager'],
      inputs: ['initial_price'],
      reason: true,
      // Shipments were priced from it.
      refuse: [
        { field: 'status', in: ['closed', 'cancelled'], message: label('The initial price cannot change on a %{value} prepaid item', '%{value}的预付款项目不能修改初始单价') },
        { field: 'shipped_qty', above: 0, message: label('The initial price cannot change once goods have shipped (%{value} shipped)', '已有出货（%{value}），初始单价不能再修改') },
      ],
      // The spec's path.
      path: 'initial-price/{id}',
    },
  },
});
