import { defineModule } from '../../../registry/types';
import { eventLogMessages } from './messages';
import { eventLogScreen } from './screens';

/** The system event log: who changed what, when. */
export default defineModule({ name: 'events/eventLog', screens: [eventLogScreen], messages: [eventLogMessages] });
