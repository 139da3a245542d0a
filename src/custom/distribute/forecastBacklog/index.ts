import { defineModule } from '../../../registry/types';
import { forecastBacklogScreens } from './screens';

/** Planning: forecasts of every family, the families' backlog uploads and their unassigned lines. */
export default defineModule({ name: 'distribute/forecastBacklog', screens: forecastBacklogScreens, loadMessages: () => import('./messages').then((m) => [m.forecastBacklogMessages]) });
