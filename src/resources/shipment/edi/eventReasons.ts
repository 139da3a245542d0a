// The event reasons this module's server writes, in words. EDI documents: imports, items, deletes (server/modules/shipment/edi; the EDI records' imports write 'X12' too).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'batch delete': label('Batch delete', '批量删除'),
  },
  patterns: [
    [/^X12 (.+)$/, (m) => label(`X12 file ${m[1]}`, `X12 文件 ${m[1]}`)],
    [/^item (\d+) changed$/, (m) => label(`Item ${m[1]} changed`, `第 ${m[1]} 行已修改`)],
    [/^item (\d+) deleted$/, (m) => label(`Item ${m[1]} deleted`, `第 ${m[1]} 行已删除`)],
  ],
});
