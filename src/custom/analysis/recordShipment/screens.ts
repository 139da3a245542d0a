import type { CustomScreen } from '../../../registry/types';
import { RECORD_SHIPMENT_ACCESS } from '../../../resources/shipment/transit/model/wire';

/** /analysis/history/recordShipment (roles OP or Manager): the shipments that arrived or were received. */
export const recordShipmentScreen: CustomScreen = {
  path: '/analysis/history/recordShipment',
  specPath: '/analysis/history/recordShipment',
  access: RECORD_SHIPMENT_ACCESS,
  menu: { group: 'analysis', section: 'history', order: 90 },
  label: { en: 'Shipment records', zh: '出货记录' },
  // Reads no declaration: the declarations and their words need not load with it.
  declarations: false,
  load: () => import('./RecordShipmentPage'),
};
