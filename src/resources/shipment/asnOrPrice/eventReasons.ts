// The event reasons this module's server writes, in words. The OR price check's remark (server/modules/shipment/asnOrPrice).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'or price remark': label('OR price remark changed', 'OR 价格备注已修改'),
  },
});
