// The event reasons this module's server writes, in words. The RMA task's uploads (server/modules/shipment/rma).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  patterns: [
    [/^upload (notify|callback)$/, (m) => (m[1] === 'notify' ? label('Uploaded: notify letter', '上传：通知函') : label("Uploaded: vendor's callback", '上传：原厂回复'))],
  ],
});
