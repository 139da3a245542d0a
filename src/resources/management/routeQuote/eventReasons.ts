// The event reasons this module's server writes, in words. A route quote's quotation file (server/modules/management/routeQuote).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'upload quotation': label('Quotation uploaded', '上传报价单'),
  },
});
