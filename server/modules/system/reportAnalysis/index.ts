import { defineServerModule } from '../../types';
import { reportAnalysisFeature } from './routes';
import { seedReportAnalysis } from './seed';
import { reportAnalysisMigration } from './tables';

/** Report analysis: the reports of /reportAnalysis, who sees each, their figures and files. */
export default defineServerModule({
  name: 'system/reportAnalysis',
  register: reportAnalysisFeature,
  migrations: [reportAnalysisMigration],
  permissions: ['manage-report-analysis', 'view-report-analysis'],
  demoGrants: { OP: ['manage-report-analysis', 'view-report-analysis'], Manager: ['view-report-analysis'] },
  seed: seedReportAnalysis,
});
