// The event reasons this module's server writes, in words. An agreed change request applied to its ASN (server/modules/shipment/asn/modify.ts).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'modify audit modify': label('Change request agreed', '修改申请已同意'),
    'modify audit return': label('Return request agreed', '退回申请已同意'),
  },
});
