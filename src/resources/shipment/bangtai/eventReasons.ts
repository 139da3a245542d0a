// The event reasons this module's server writes, in words. The 3PL warehouse's status changes (server/modules/shipment/bangtai).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  patterns: [
    [/^status: (.+)$/, (m) => label(`Status: ${m[1]}`, `状态：${m[1]}`)],
  ],
});
