// The event reasons this module's server writes, in words. A customer order's items, binding and shift (server/modules/shipment/customerOrder; sales orders write 'delete item' too).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'bind forecast': label('Forecast bound', '绑定预测'),
    'binding approved': label('Binding approved', '绑定已批准'),
    'add items': label('Items added', '新增明细'),
    'edit items': label('Items edited', '编辑明细'),
    'delete item': label('Item deleted', '删除明细'),
    'lock item': label('Item locked', '锁定明细'),
    'unlock item': label('Item unlocked', '解锁明细'),
    'shift to sales orders': label('Shifted to sales orders', '转为销售订单'),
    'shift between sales orders': label('Shifted between sales orders', '销售订单间转移'),
  },
});
