// Wire type of GET /api/v1/asn/jusda/{invoice_no} (server/modules/shipment/asnJusda), read by the ASN's
// 3PL view (src/custom/shipment/asnJusda): what the 3PL warehouse (Jusda/Bangtai) got for one invoice.

/** The tabs of /shipment/ship/asnManagement/jusda/{type}/{invoice_no}. */
export const ASN_JUSDA_TYPES = ['inbound', 'moves'] as const;
export type AsnJusdaType = (typeof ASN_JUSDA_TYPES)[number];

/** One ASN item against the inbound notice that announced it to the warehouse (none: not announced). */
export interface AsnJusdaItem {
  line_no: number;
  mpn: string;
  qty: string;
  inbound_no: string | null;
  lot_no: string | null;
  notice_qty: string | null;
  /** The notice's status: pending, received or cancelled. */
  status: string | null;
  eta: string | null;
  done_at: string | null;
}

/** One move of the warehouse's stock booked on those notices. */
export interface AsnJusdaMove {
  moved_at: string;
  direction: 'in' | 'out';
  doc_no: string;
  mpn: string;
  lot_no: string;
  qty: string;
  balance: string;
}

export interface AsnJusdaAnswer {
  asn: { id: number; invoice_no: string; status: string; item_count: number; total_qty: string } | null;
  items: AsnJusdaItem[];
  moves: AsnJusdaMove[];
}
