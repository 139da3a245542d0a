// The event reasons this module's server writes, in words. A purchase order's quantity, binding and shift (server/modules/shipment/purchaseOrder).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'quantity change': label('Quantity changed', '数量变更'),
    binding: label('Bound to a PO', '绑定 PO'),
  },
  patterns: [
    [/^shift (.+) -> (.+)$/, (m) => label(`Shifted ${m[1]} → ${m[2]}`, `转移 ${m[1]} → ${m[2]}`)],
    [/^binding (.+)$/, (m) => label(`Bound to ${m[1]}`, `绑定 ${m[1]}`)],
  ],
});
