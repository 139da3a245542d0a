import { defineServerModule } from '../../types';
import { registerThirdPartyReportRoutes } from './routes';

/** Third-party report: what was exchanged with EDI partners, SAP, the 3PL warehouse and mail, per party and kind (role OP). */
export default defineServerModule({
  name: 'system/thirdPartyReport',
  register: registerThirdPartyReportRoutes,
});
