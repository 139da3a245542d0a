import type { CustomScreen } from '../../../registry/types';
import { EVENT_LOG_ACCESS } from '../../../contract/eventLogAccess';

/** /system/eventLog: every recorded change, filterable by user, resource, action and date. */
export const eventLogScreen: CustomScreen = {
  path: '/system/eventLog',
  specPath: '/system/eventLog',
  access: EVENT_LOG_ACCESS,
  menu: { group: 'system', order: 30 },
  label: { en: 'Event log', zh: '事件日志' },
  load: () => import('./EventLogPage'),
};
