// The swap calls through the app's request helper (envelope, headers, the server's words).
import { requestJson, unwrapData } from '../../../dataProvider';
import {
  ESD_SWAP_BASE,
  ESD_SWAP_LINES_PATH,
  ESD_SWAP_OPEN_PATH,
  SWAP_BASE,
  SWAP_CANDIDATES_PATH,
  SWAP_FAMILY_BASES,
  SWAP_ITEMS_PATH,
  type EsdSwapRow,
  type ItemSide,
  type SwapBox,
  type SwapFamily,
  type SwapRow,
} from '../../../resources/distribute/swap/model/wire';

export interface Page<R> {
  list: R[];
  total: number;
}
export interface Candidate extends ItemSide {
  available: string;
}
export interface LinePick {
  id: number;
  order_no: string | null;
  bg: string | null;
  customer: string | null;
  cpn: string | null;
  mpn: string;
  qty: string;
  esd: string;
  backlog_no: string;
}

const get = async <T>(path: string, query: Record<string, string>, signal?: AbortSignal) => unwrapData(await requestJson(path, { query, signal })) as T;

export const swapKeys = { all: ['swaps'] as const };

export const fetchSwaps = (box: SwapBox, page: number, signal?: AbortSignal) => get<Page<SwapRow>>(`${SWAP_BASE}/${box}`, { page: String(page), size: '20' }, signal);
export const fetchEsdSwaps = (box: SwapBox, page: number, signal?: AbortSignal) => get<Page<EsdSwapRow>>(`${ESD_SWAP_BASE}/${box}`, { page: String(page), size: '20' }, signal);
export const fetchItems = (family: SwapFamily, keyword: string, signal?: AbortSignal) => get<Page<ItemSide>>(SWAP_ITEMS_PATH, { family, keyword }, signal);
export const fetchCandidates = (itemId: number, signal?: AbortSignal) => get<Page<Candidate>>(SWAP_CANDIDATES_PATH, { forecast_item_id: String(itemId) }, signal);
export const fetchLines = (query: { keyword?: string; for?: number }, signal?: AbortSignal) =>
  get<Page<LinePick>>(ESD_SWAP_LINES_PATH, query.for ? { for: String(query.for) } : { keyword: query.keyword ?? '' }, signal);

export const createSwap = async (family: SwapFamily, body: Record<string, unknown>) => unwrapData(await requestJson(SWAP_FAMILY_BASES[family], { method: 'POST', body })) as SwapRow;
export const createEsdSwap = async (body: Record<string, unknown>) => unwrapData(await requestJson(ESD_SWAP_BASE, { method: 'POST', body })) as EsdSwapRow;
export const createOpenEsdSwap = async (body: Record<string, unknown>) => unwrapData(await requestJson(ESD_SWAP_OPEN_PATH, { method: 'POST', body })) as EsdSwapRow;
export const withdrawSwap = async (esd: boolean, id: number) => requestJson(`${esd ? ESD_SWAP_BASE : SWAP_BASE}/${id}`, { method: 'DELETE' });
export const reviewSwap = async (esd: boolean, id: number, body: { status: 'agreed' | 'refused'; reject_reason?: string; version: number }) =>
  unwrapData(await requestJson(`${esd ? ESD_SWAP_BASE : SWAP_BASE}/review/${id}`, { method: 'PUT', body }));
