// What the browser and the server share about the logistics screens (RMA, route quotes, lead time):
// the access rules of the hand-written calls and the wire shapes of the route-amount query.
import type { AccessRule } from '../schema';

export const RMA_ACCESS: AccessRule = { permissions: ['manage-rma-manager'] };
export const ROUTE_QUERY_ACCESS: AccessRule = { permissions: ['manage-route'] };
export const ROUTE_QUOTE_ACCESS: AccessRule = { permissions: ['manage-route-quote'] };
/** The viewer reads tasks and exports; only the manager creates, uploads, saves, confirms, deletes. */
export const LEADTIME_ACCESS: AccessRule = { permissions: ['manage-leadtime-manager', 'manage-leadtime-viewer'], write: ['manage-leadtime-manager'] };

/** One charge of a route amount: the expense item, its basis, the quantity charged and the amount (exact decimals as strings). */
export interface RouteAmountCharge {
  route_charge_id: number;
  code: string;
  name: string;
  basis: string;
  quantity: string;
  rate: string;
  min_charge: string | null;
  amount: string;
}

/** One effective quote on the asked route, with its total for the shipment asked about. */
export interface RouteAmountQuote {
  route_quote_id: number;
  quote_no: string;
  carrier: string;
  mode: string;
  currency: string;
  valid_from: string;
  valid_to: string;
  transit_days: number | null;
  charges: RouteAmountCharge[];
  total: string;
}

/** A route as the query's pickers offer it: origin and destination stations with a label. */
export interface RouteName {
  origin_station_id: number;
  destination_station_id: number;
  name: string;
  quotes: number;
}
