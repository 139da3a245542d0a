import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';

// The spot-market screen's rule (manage-spot).
const SPOT_ACCESS = resourceEntry('spot_market').access;

/** /shipment/order/TISpotComManagement/CalCharge/{id}: a spot order's landed charge (manage-spot). */
export const calChargeScreen: CustomScreen = {
  path: '/shipment/order/TISpotComManagement/CalCharge/:id',
  specPath: '/shipment/order/TISpotComManagement/CalCharge/{id}',
  access: SPOT_ACCESS,
  label: { en: 'Spot order charge', zh: '现货单费用' },
  load: () => import('./CalChargePage'),
};
