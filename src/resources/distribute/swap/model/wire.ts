// Swaps (issue 26): the calls' paths, access rules and answer shapes, shared by the server module
// (server/modules/distribute/swap) and the message-centre screens (src/custom/events/swaps*).
import type { AccessRule } from '../../../../schema/types';

/** /events/MySwap: who asks for swaps (routes.json's suggested permissions). */
export const MY_SWAP_ACCESS: AccessRule = { permissions: ['create-swap', 'backlog-swap', 'create-cf-forecast', 'manage-forecast'] };
/** /events/SwapRequests: who decides them. */
export const SWAP_REQUESTS_ACCESS: AccessRule = { permissions: ['create-swap', 'backlog-swap', 'manage-forecast', 'manage-cf-forecast'] };

export const SWAP_BASE = '/api/v1/swap';
/** The CF and GB (NonTI) families' create calls: the same request, on their families' items. */
export const SWAP_FAMILY_BASES = { noncf: '/api/v1/swap', cf: '/api/v1/cf/swap', nonti: '/api/v2/gb/swap' } as const;
export const SWAP_ITEMS_PATH = `${SWAP_BASE}/items`;
export const SWAP_CANDIDATES_PATH = `${SWAP_BASE}/candidates`;
export const ESD_SWAP_BASE = '/api/v1/esd-swap';
export const ESD_SWAP_OPEN_PATH = `${ESD_SWAP_BASE}/open`;
export const ESD_SWAP_LINES_PATH = `${ESD_SWAP_BASE}/lines`;

export type SwapFamily = keyof typeof SWAP_FAMILY_BASES;
export type SwapStatus = 'pending' | 'agreed' | 'refused';
/** `mine`: what I asked for (/events/MySwap); `requests`: what waits for my decision (/events/SwapRequests). */
export type SwapBox = 'mine' | 'requests';

export interface ItemSide {
  id: number;
  forecast_no: string;
  family: SwapFamily;
  bg: string;
  customer: string | null;
  cpn: string | null;
  mpn: string;
  mpq: string;
}

export interface SwapRow {
  id: number;
  version: number;
  family: SwapFamily;
  request: ItemSide;
  swap: ItemSide;
  mpq_by_qty: string;
  copies: number;
  qty: string;
  manufacturer: string | null;
  remark: string | null;
  status: SwapStatus;
  reject_reason: string | null;
  created_by: string;
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
}

export interface LineSide {
  id: number;
  order_no: string | null;
  bg: string | null;
  customer: string | null;
  cpn: string | null;
  mpn: string;
  qty: string;
  esd: string;
}

export interface EsdSwapRow {
  id: number;
  version: number;
  kind: 'pair' | 'open';
  forecast_no: string | null;
  backlog_no: string;
  backlog_date: string;
  request: LineSide | null;
  swap: LineSide | null;
  forecast_item_id: number | null;
  item: { cpn: string | null; mpn: string; bg: string } | null;
  date: string | null;
  qty: string | null;
  remark: string | null;
  status: SwapStatus;
  reject_reason: string | null;
  moved: number | null;
  created_by: string;
  created_at: string;
  decided_by: string | null;
  decided_at: string | null;
}

/** The notification answer's swapCount (GET /api/v1/notification). */
export interface SwapCounts {
  /** My swap requests still waiting for their owner. */
  mySwapCount: number;
  /** Swap requests waiting for my decision. */
  myRequestCount: number;
  /** My ESD swaps still waiting. */
  myEsdCount: number;
  /** ESD swaps waiting for my decision. */
  myEsdRequestCount: number;
}
