// The event reasons this module's server writes, in words. The lead-time task's saves and uploads (server/modules/management/leadTime).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    save: label('Saved', '保存'),
    confirm: label('Confirmed', '确认'),
  },
  patterns: [
    [/^upload (costbook|ti_leadtime)$/, (m) => (m[1] === 'costbook' ? label('Uploaded: cost book', '上传：成本手册') : label('Uploaded: TI lead times', '上传：TI 交期'))],
  ],
});
