import { defineServerModule } from '../../types';
import { registerMonitoringRoutes } from './routes';
import { functionRows, seedMonitoringLogs } from './seed';

/** Monitoring: functions (named checks over the product's tables), run now, their logs and acknowledgement, the mars tools list. */
export default defineServerModule({
  name: 'system/monitoring',
  after: ['shipment/asn', 'shipment/edi', 'management/inventories', 'management/priceDraft', 'system/schedule'],
  register: registerMonitoringRoutes,
  demoRows: { monitoring_function: functionRows },
  seed: seedMonitoringLogs,
  demoGrants: { OP: ['manage-monitoring-manager', 'manage-monitoring-view'], Manager: ['manage-monitoring-view'] },
});
