// Jusda's tracking of one PDC waybill: a custom screen (src/custom/shipment/jusdaTracking) the PDC page links to.
export const JUSDA_TABS = ['waybill', 'exception', 'materials'] as const;
export type JusdaTab = (typeof JUSDA_TABS)[number];

export const jusdaTrackingPath = (type: JusdaTab, waybill: string, invoice: string) =>
  `/shipment/pdclist/jusda/${type}/${encodeURIComponent(waybill)}/${encodeURIComponent(invoice)}`;
