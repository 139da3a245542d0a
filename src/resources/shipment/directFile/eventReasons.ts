// The event reasons this module's server writes, in words. A direct file's EDI sync (server/modules/shipment/directFile).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'sync with EDI 850': label('Synced with EDI 850', '与 EDI 850 同步'),
  },
});
