// What the browser and the server share of the in-transit calls (PDC, ECPO on-way, Jusda lookups,
// record shipment): their access rules and wire shapes. docs/domain/inventory-transit.md has the model.
import type { AccessRule } from '../../../../schema/types';

/** The PDC screens (/shipment/pdclist, detail, jusda tracking): read with either, write with manage-pdc. */
export const PDC_ACCESS: AccessRule = { permissions: ['view-pdc', 'manage-pdc'] };

/** /shipment/ship/ecpo. */
export const ECPO_ACCESS: AccessRule = { permissions: ['ignore-logistics-manage'] };

/**
 * The Jusda lookups serve every screen with a `jusda/...` tracking view (stock, VMI stock, ASN,
 * bangtai, PDC), so reading them needs any permission one of those screens accepts.
 */
export const JUSDA_ACCESS: AccessRule = {
  permissions: [
    ...['view-stock', 'manage-stock', 'manage-maxout', 'view-jusda'],
    ...['manage-asn', 'view-asn', 'view-bangtai-inventory', 'manage-bangtai-inventory'],
    ...['view-pdc', 'manage-pdc'],
  ],
};

/** /analysis/history/recordShipment: roles OP or Manager (routes.json). */
export const RECORD_SHIPMENT_ACCESS: AccessRule = { permissions: [], roles: ['OP', 'Manager'] };

export const MAIL_SOURCES = ['TI', 'FITI'] as const;
export type MailSource = (typeof MAIL_SOURCES)[number];

/** One shipping-notice file imported (POST /api/v2/pdc/importTi/mail, .../importFiti/mail). */
export interface MailSync {
  id: number;
  source: MailSource;
  file_name: string;
  rows: number;
  inserted: number;
  updated: number;
  synced_at: string;
  synced_by: string;
}

/** POST /api/v2/view-pdc/onway: quantity still on the way per material and destination. */
export interface OnwaySummary {
  material_id: number;
  mpn: string;
  sloc_id: number | null;
  sloc_code: string | null;
  onway_qty: string;
  shipments: number;
  first_eta: string | null;
}

export interface JusdaWaybill {
  id: number;
  waybill_no: string;
  invoice_no: string;
  carrier: string;
  origin: string;
  destination: string;
  status: string;
  shipped_at: string | null;
  eta: string | null;
  delivered_at: string | null;
  last_location: string | null;
  last_event: string | null;
  events: { at: string; location: string; event: string }[];
}

export interface JusdaException {
  id: number;
  waybill_no: string;
  invoice_no: string;
  occurred_at: string;
  kind: string;
  description: string;
  resolved: boolean;
}

export interface JusdaMaterial {
  id: number;
  jusda_part_no: string;
  material_id: number;
  mpn: string;
  waybill_no: string | null;
  invoice_no: string | null;
  qty: string | null;
  description: string | null;
}

export interface JusdaInventoryMap {
  id: number;
  jusda_warehouse: string;
  jusda_location: string;
  sloc_id: number;
  sloc_code: string;
}
