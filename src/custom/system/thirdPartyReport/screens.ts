import type { CustomScreen } from '../../../registry/types';
import { THIRD_PARTY_REPORT_ACCESS } from '../../../contract/thirdPartyReport';

/** /system/thirdPartyReport: what was exchanged with third parties over a period, role OP only (routes.json). */
export const thirdPartyReportScreen: CustomScreen = {
  path: '/system/thirdPartyReport',
  specPath: '/system/thirdPartyReport',
  access: THIRD_PARTY_REPORT_ACCESS,
  menu: { group: 'system', order: 58 },
  label: { en: 'Third-party report', zh: '第三方报表' },
  declarations: false,
  load: () => import('./ThirdPartyReportPage'),
};
