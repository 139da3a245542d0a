// The event reasons this module's server writes, in words: the PCN's confirm transition.
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: { 'pcn confirmed': label('PCN confirmed', 'PCN 已确认') },
});
