// The event reasons this module's server writes, in words. A quality certificate's document (server/modules/shipment/quality).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: {
    'document uploaded': label('Document uploaded', '已上传文件'),
    voided: label('Voided', '已作废'),
  },
});
