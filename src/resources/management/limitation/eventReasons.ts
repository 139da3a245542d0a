// The event reasons this module's server writes, in words: finish, and the report's usage save.
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({
  exact: { finish: label('Finished', '结束'), 'report usage': label('Usage recorded', '记录用量') },
});
