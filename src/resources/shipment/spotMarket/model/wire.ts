// Wire shapes of the spot market's hand-written calls, read by the server and the screens alike.

/** `GET /api/v2/spot-market/cal-charge/{id}`: the landed charge, every amount exact decimal text. */
export interface Charge {
  id: number;
  spot_no: string;
  currency: string;
  lines: { line_no: number; mpn: string; qty: string; unit_price: string; amount: string }[];
  goods: string;
  handling_rate: string;
  handling: string;
  duty_rate: string;
  duty: string;
  freight: string;
  tax_rate: string;
  tax: string;
  total: string;
}
