// The event reasons this module's server writes, in words. A storage location's default (server/modules/basic/sloc).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  patterns: [
    [/^default instead of assignment (.+)$/, (m) => label(`Default instead of assignment ${m[1]}`, `设为默认，取代分配 ${m[1]}`)],
  ],
});
