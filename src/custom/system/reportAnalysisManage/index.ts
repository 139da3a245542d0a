import { defineModule } from '../../../registry/types';
import { reportAnalysisManageScreen } from './screens';

/** Report analysis management: the reports, their charts and who sees each. */
export default defineModule({
  name: 'system/reportAnalysisManage',
  screens: [reportAnalysisManageScreen],
  loadMessages: () => import('./messages').then((m) => [m.reportAnalysisManageMessages]),
});
