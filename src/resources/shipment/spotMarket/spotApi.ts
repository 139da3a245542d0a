// The spot order's own calls the screens read (wire shapes of server/modules/shipment/spotMarket).
import { unwrapData } from '../../../dataProvider/envelope';
import { requestJson } from '../../../dataProvider/http';
import { spotMarket } from './model/spotMarket';
import type { Charge } from './model/wire';

const BASE = spotMarket.api.base;


export interface Invoice {
  id: number;
  invoice_no: string;
  invoice_date: string;
  amount: string;
  qty: string;
}

export const fetchCharge = async (id: string, signal?: AbortSignal) => unwrapData(await requestJson(`${BASE}/cal-charge/${encodeURIComponent(id)}`, { signal })) as Charge;
export const fetchInvoices = async (id: string | number, signal?: AbortSignal) => (unwrapData(await requestJson(`${BASE}/invoice/${id}`, { signal })) as { list: Invoice[] }).list;
export const sendOrder = async (id: string | number) => unwrapData(await requestJson(`${BASE}/send-order/${id}`));
