// The event reasons this module's server writes, in words (server/modules/management/avmLogistic).
import { defineEventReasons } from '../../../schema/eventReasons';
import { label } from '../../../schema/fields';

export default defineEventReasons({ exact: { 'allocate freight': label('Freight allocated to the business groups', '运费已分摊至事业群') } });
