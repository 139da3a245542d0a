import type { CustomScreen } from '../../../registry/types';
import { MANAGE_REPORT_ACCESS } from '../../../resources/system/reportAnalysis/model/wire';

/** /system/ReportAnalysis (manage-report-analysis): which reports exist and who sees each. */
export const reportAnalysisManageScreen: CustomScreen = {
  path: '/system/ReportAnalysis',
  specPath: '/system/ReportAnalysis',
  access: MANAGE_REPORT_ACCESS,
  menu: { group: 'system', order: 45 },
  label: { en: 'Report analysis management', zh: '报表分析管理' },
  // Reads no declaration: the declarations and their words need not load with it.
  declarations: false,
  load: () => import('./ReportManagePage'),
};
