// The event reasons this module's server writes, in words. The on-way bookings and notices (server/modules/shipment/transit; VMI, the 3PL warehouse and EDI write 'received' too).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    received: label('Received', '已收货'),
    'cancel on-way': label('On-way cancelled', '取消在途'),
    'on-way quantity': label('On-way quantity changed', '在途数量变更'),
    'book on-way': label('On-way booked', '登记在途'),
    'remove on-way': label('On-way removed', '移除在途'),
  },
  patterns: [
    [/^(\w+) notice$/, (m) => label(`${m[1]} notice`, `${m[1]} 通知`)],
  ],
});
