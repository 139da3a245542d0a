import { AVM_REBATE_ACCESS } from '../../../resources/management/avmRebate/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /am/reconciliation/refundAmount (manage-avm-reconciliation-rebate-setting). */
export const refundAmountScreen: CustomScreen = {
  path: '/am/reconciliation/refundAmount',
  specPath: '/am/reconciliation/refundAmount',
  access: AVM_REBATE_ACCESS,
  menu: { group: 'am', section: 'reconciliation', order: 4 },
  label: { en: 'Refund amounts', zh: '返利退款金额' },
  load: () => import('./RefundAmountPage'),
};
