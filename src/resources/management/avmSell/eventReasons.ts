// The event reasons this module's server writes, in words (server/modules/management/avmSell).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'build sell details': label('Details built from the sales orders', '按销售订单生成明细'),
    'cancel sell line': label('Line cancelled', '取消明细'),
    'restore sell line': label('Line restored', '恢复明细'),
    'sell history upload': label('History lines uploaded', '上传历史明细'),
  },
});
