// The event reasons this module's server writes, in words. The RFQ's quote import (server/modules/management/rfq).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'quote import': label('Quote import', '报价导入'),
  },
});
