// The event reasons this module's server writes, in words. EDI 856/810/861 records sent and received (server/modules/analysis/ediRecords).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    '856 notice': label('856 ship notice sent', '已发送 856 发货通知'),
  },
  patterns: [[/^X12 (.+)$/, (m) => label(`Received by X12: ${m[1]}`, `经 X12 接收：${m[1]}`)]],
});
