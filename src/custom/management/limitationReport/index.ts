import { defineModule } from '../../../registry/types';
import { limitationReportDetailScreen, limitationReportScreen } from './screens';

/** The limitation report and its detail (usage per month). */
export default defineModule({ name: 'management/limitationReport', screens: [limitationReportScreen, limitationReportDetailScreen], loadMessages: () => import('./messages').then((m) => [m.limitationReportMessages]) });
