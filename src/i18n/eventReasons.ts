// Event reasons still worded here, not by their module: the ASN area's (src/resources/shipment/asn*
// was being changed by its own work when the others moved to their modules' eventReasons.ts; move
// this one to src/resources/shipment/asnOrPrice/eventReasons.ts next).
import { defineEventReasons } from '../schema/eventReasons';

export default defineEventReasons({
  exact: {
    'or price remark': { en: 'OR price remark changed', zh: 'OR 价格备注已修改' },
  },
});
