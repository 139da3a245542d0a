import { PDC_ACCESS } from '../../../../contract/inventoryTransit';
import type { CustomScreen } from '../../../types';

export const JUSDA_TABS = ['waybill', 'exception', 'materials'] as const;
export type JusdaTab = (typeof JUSDA_TABS)[number];

export const jusdaTrackingPath = (type: JusdaTab, waybill: string, invoice: string) =>
  `/shipment/pdclist/jusda/${type}/${encodeURIComponent(waybill)}/${encodeURIComponent(invoice)}`;

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
