import { PDC_ACCESS } from '../../../resources/shipment/transit/model/wire';
import type { CustomScreen } from '../../../registry/types';

export { JUSDA_TABS, jusdaTrackingPath, type JusdaTab } from '../../../resources/shipment/transit/paths';

/** /shipment/pdclist/jusda/{type}/{waybill}/{invoice_no}: Jusda's tracking of one PDC waybill ({type}: the tab). */
export const jusdaTrackingScreen: CustomScreen = {
  path: '/shipment/pdclist/jusda/:type/:waybill/:invoice_no',
  specPath: '/shipment/pdclist/jusda/{type}/{waybill}/{invoice_no}',
  // routes.json shows no permission; the PDC list's rule (its suggestion).
  access: PDC_ACCESS,
  parent: '/shipment/pdclist',
  label: { en: 'Jusda tracking', zh: 'Jusda 物流跟踪' },
  load: () => import('./JusdaTrackingPage'),
};
