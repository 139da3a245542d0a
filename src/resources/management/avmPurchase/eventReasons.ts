// The event reasons this module's server writes, in words (server/modules/management/avmPurchase);
// the confirm transition's reason is shared with the sell reconciliation and worded here once.
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'calculate purchase reconciliation': label('Calculated from the POs', '按采购订单计算'),
    'vendor confirmed quantity': label('Line confirmed quantity changed', '修改明细确认数量'),
    'confirm reconciliation': label('Reconciliation confirmed', '对账单已确认'),
  },
});
