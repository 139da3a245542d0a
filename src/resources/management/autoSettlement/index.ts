import { defineModule } from '../../../registry/types';

/** Auto settlement (SAP): the generic list, with SAP's file imported and the error rows corrected from its toolbar. */
export default defineModule({
  name: 'management/autoSettlement',
  loadMessages: () => import('./messages').then((m) => [m.autoSettlementMessages]),
  resources: ['auto_settlement'],
});
