// The event reasons this module's server writes, in words. The pre-maxout stages (server/modules/shipment/writeOff).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'list stage: lines saved': label('List stage: lines saved', '列表阶段：明细已保存'),
    'compile stage: results saved': label('Compile stage: results saved', '编制阶段：结果已保存'),
  },
});
