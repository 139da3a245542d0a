import { defineModule } from '../../../registry/types';
import { reportAnalysisLinkMessages } from './linkMessages';
import { ReportAnalysisLink } from './ReportAnalysisLink';
import { reportAnalysisScreen } from './screens';

/** Report analysis: the charts of the reports shown to the user, and the header link to them. */
export default defineModule({
  name: 'system/reportAnalysis',
  screens: [reportAnalysisScreen],
  messages: [reportAnalysisLinkMessages],
  loadMessages: () => import('./messages').then((m) => [m.reportAnalysisMessages]),
  appBarItems: [ReportAnalysisLink],
});
