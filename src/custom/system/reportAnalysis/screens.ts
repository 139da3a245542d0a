import type { CustomScreen } from '../../../registry/types';
import { VIEW_REPORT_ACCESS } from '../../../resources/system/reportAnalysis/model/wire';

/** /reportAnalysis (view-report-analysis): the reports shown to the user, each as a chart. */
export const reportAnalysisScreen: CustomScreen = {
  path: '/reportAnalysis',
  specPath: '/reportAnalysis',
  access: VIEW_REPORT_ACCESS,
  menu: { group: 'reportAnalysis', order: 0 },
  label: { en: 'Report analysis', zh: '报表分析' },
  // Reads no declaration: the declarations and their words need not load with it.
  declarations: false,
  load: () => import('./ReportAnalysisPage'),
};
