import { defineResource } from '../../../../schema';
import { datetime, enumOf, label, reference, text } from '../../../../schema/fields';
import { CO_ACCESS } from './customerOrder';

export const APPROVE_BINDING_EFFECT = 'order.approveBinding';
export const REFUSE_BINDING_EFFECT = 'order.refuseBinding';

export const BINDING_STATUSES = [
  { value: 'pending', label: label('Pending review', '待审核'), color: 'warning' as const },
  { value: 'approved', label: label('Approved', '已通过'), color: 'success' as const },
  { value: 'refused', label: label('Refused', '已拒绝'), color: 'error' as const },
];

/**
 * A request to bind a customer order to a sales order (POST /api/v2/order/binding/{id}), waiting in
 * the message centre's Order binding review; approving links the SO to the CO (no quantity moves).
 */
export const orderBinding = defineResource({
  name: 'order_binding',
  api: { base: '/api/v2/order/binding-review' },
  route: '/events/OrderBindingReview',
  access: CO_ACCESS,
  menu: { group: 'my', section: 'events', order: 30 },
  label: label('Order binding review', '订单绑定审核'),
  recordLabel: label('Order binding', '订单绑定'),
  fields: {
    order_id: reference(label('Customer order', '客户订单'), 'customer_order', { required: true, readOnly: true }),
    so_id: reference(label('Sales order', '销售订单'), 'sales_order', { required: true, readOnly: true }),
    status: enumOf(label('Status', '状态'), BINDING_STATUSES, { required: true, defaultValue: 'pending', readOnly: true }),
    review_memo: text(label('Review memo', '审核意见'), { maxBytes: 250 }),
    reviewed_at: datetime(label('Reviewed at', '审核时间'), { readOnly: true }),
  },
  titleField: 'order_id',
  list: {
    columns: ['order_id', 'so_id', 'status', 'created_by', 'created_at', 'review_memo', 'updated_by', 'reviewed_at'],
    search: ['review_memo'],
    sort: { field: 'created_at', order: 'DESC' },
  },
  importExport: false,
  states: {
    field: 'status',
    final: ['approved', 'refused'],
    transitions: {
      approve: { label: label('Approve', '通过'), permissions: CO_ACCESS.permissions, from: ['pending'], to: 'approved', inputs: ['review_memo'], effect: APPROVE_BINDING_EFFECT, reason: 'binding: approved', group: 'review' },
      refuse: { label: label('Refuse', '拒绝'), permissions: CO_ACCESS.permissions, from: ['pending'], to: 'refused', inputs: ['review_memo'], requiredInputs: ['review_memo'], effect: REFUSE_BINDING_EFFECT, reason: 'binding: refused', group: 'review' },
    },
    groups: {
      review: {
        label: label('Review', '审核'),
        title: label('Review order binding', '审核订单绑定'),
        done: label('Binding reviewed', '绑定已审核'),
        bulk: true,
        bulkLabel: label('Review selected', '审核所选'),
        bulkDone: label('%{done} reviewed', '已审核 %{done} 条'),
        noneIsConflict: true,
        path: 'review',
        placement: ['row', 'show'],
      },
    },
  },
});
