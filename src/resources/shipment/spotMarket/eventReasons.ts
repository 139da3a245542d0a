// The event reasons this module's server writes, in words. A spot-market order's demand, sending and invoices (server/modules/shipment/spotMarket).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'demand changed': label('Demand changed', '需求变更'),
    'sent to TI': label('Sent to TI', '已发送给 TI'),
    'sync: fully invoiced': label('Synced: fully invoiced', '同步：已全部开票'),
  },
  patterns: [
    [/^invoice (.+)$/, (m) => label(`Invoice ${m[1]}`, `发票 ${m[1]}`)],
  ],
});
