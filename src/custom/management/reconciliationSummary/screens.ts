import { AVM_EMPLOYEE_ACCESS } from '../../../resources/management/avmEmployee/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /reportManagement/financialReport/summary (manage-avm-reconciliation-summary). */
export const reconciliationSummaryScreen: CustomScreen = {
  path: '/reportManagement/financialReport/summary',
  specPath: '/reportManagement/financialReport/summary',
  access: AVM_EMPLOYEE_ACCESS,
  menu: { group: 'reportManagement', order: 30 },
  label: { en: 'AVM reconciliation summary', zh: 'AVM 对账汇总' },
  declarations: false,
  load: () => import('./ReconciliationSummaryPage'),
};
