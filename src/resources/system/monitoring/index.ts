import { defineModule } from '../../../registry/types';

/** Monitoring: functions with "Execute now", their logs with "Acknowledge" and a log's found rows as a table. */
export default defineModule({
  name: 'system/monitoring',
  resources: ['monitoring_function', 'monitoring_log'],
  views: { monitoringLogShow: () => import('./MonitoringLogShow') },
  loadMessages: () => import('./messages').then((m) => [m.monitoringMessages]),
});
