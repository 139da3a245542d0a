// The event reasons this module's server writes, in words: archive, and the RFQ raised from a project.
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: { archive: label('Archived', '归档'), 'rfq raised': label('RFQ raised', '已发起询价') },
});
