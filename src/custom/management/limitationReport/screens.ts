import { LIMITATION_REPORT_ACCESS } from '../../../resources/management/limitation/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /management/lim/limitationReport (view-limitation): each limitation's usage against its limit. */
export const limitationReportScreen: CustomScreen = {
  path: '/management/lim/limitationReport',
  specPath: '/management/lim/limitationReport',
  access: LIMITATION_REPORT_ACCESS,
  menu: { group: 'management', section: 'designIn', order: 121 },
  label: { en: 'Limitation report', zh: '限制报表' },
  load: () => import('./LimitationReportPage'),
};

/** /management/lim/limitationReport/{id}: one limitation's months; the manager records the used quantities. */
export const limitationReportDetailScreen: CustomScreen = {
  path: '/management/lim/limitationReport/:id',
  specPath: '/management/lim/limitationReport/{id}',
  access: LIMITATION_REPORT_ACCESS,
  label: { en: 'Limitation report: detail', zh: '限制报表：明细' },
  load: () => import('./LimitationDetailPage'),
};
