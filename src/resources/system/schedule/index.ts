import { defineModule } from '../../../registry/types';

/** Schedules: the generic list and form, a "Run now" button and the run log on each schedule's page. */
export default defineModule({
  name: 'system/schedule',
  resources: ['schedule'],
  views: { scheduleShow: () => import('./ScheduleShow') },
  loadMessages: () => import('./messages').then((m) => [m.scheduleMessages]),
});
