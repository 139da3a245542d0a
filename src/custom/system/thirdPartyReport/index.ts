import { defineModule } from '../../../registry/types';
import { thirdPartyReportScreen } from './screens';

/** Third-party report: EDI partners, SAP, the 3PL warehouse and mail, counted per party and kind (role OP). */
export default defineModule({
  name: 'system/thirdPartyReport',
  screens: [thirdPartyReportScreen],
  loadMessages: () => import('./messages').then((m) => [m.thirdPartyReportMessages]),
});
