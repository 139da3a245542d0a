// The ASN price monitor (/system/tool/ASNPrice, GET /api/v2/monitor/asn-01/{id}): one ASN's items with
// the prices their check used when saved beside the price tables today and the OR price, so a monitor
// sees which warnings would change. Wire types shared by the server and the tool's screen.
import type { AccessRule } from '../../../../schema/types';

export const ASN_MONITOR_ACCESS: AccessRule = { permissions: ['manage-monitor'] };
export const ASN_MONITOR_BASE = '/api/v2/monitor/asn-01';

export interface PriceSide {
  quote_price: string | null;
  srp: string | null;
  maxout_price: string | null;
  price_warning: string | null;
}

export interface MonitorItem {
  line_no: number;
  mpn: string | null;
  qty: string;
  price: string;
  saved: PriceSide;
  today: PriceSide;
  /** The warning today differs from the saved one. */
  changed: boolean;
  or_no: string | null;
  or_price: string | null;
}

export interface MonitorAnswer {
  asn: { id: number; invoice_no: string; status: string; ship_date: string | null; currency: string; created_by: string | null };
  day: string;
  items: MonitorItem[];
  changed: number;
}
