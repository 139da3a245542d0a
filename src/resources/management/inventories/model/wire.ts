// Access rules of the stock screens (../shared/spec/areas/inventory.md) and of the calls behind
// them: each call carries the rule of the screen it serves. Shared by the declarations, the
// hand-written routes and the browser.
import type { AccessRule } from '../../../../schema/types';

export const STOCK_ACCESS = {
  /** /management/inventories/inventories (+ jusda/{type}): list, detail, receive, repack, release. */
  list: { permissions: ['view-stock', 'manage-stock', 'manage-maxout', 'view-jusda'] },
  /** Moves (receive, repack, release, swap, status, sync): the list's writers, `manage-stock`. */
  move: { permissions: ['view-stock', 'manage-stock', 'manage-maxout', 'view-jusda'], write: ['manage-stock'] },
  /** /management/inventories/inventoryVMI (+ jusda/{type}/{invoice_no}). */
  vmi: { permissions: ['view-stock', 'manage-stock'] },
  /** /management/inventories/inventoryRecord. */
  record: { permissions: ['view-stock'] },
  /** /management/inventories/inventoryAssignRecord and the assign/unassigned calls. */
  assign: { permissions: ['manage-stock'] },
  /** /management/inventories/inventoriesPriceReport. */
  price: { permissions: ['manage-inventory-price'] },
  /** /analysis/inventoryHistory (+ detail). */
  history: { permissions: ['view-record-inventory', 'manage-record-inventory'] },
  /** /my/mySloc. */
  mySloc: { permissions: ['my-sloc'] },
  /** /my/myPartList. */
  myPartList: { permissions: ['manage-part-list'] },
} satisfies Record<string, AccessRule>;

/** A bag as the stock calls answer it (quantities are exact decimal strings). */
export interface StockBag {
  id: number;
  inventory_id: number;
  bag_no: string;
  mpq: string;
  org_mpq: string;
  qty: string;
  copies: number;
  is_split: boolean;
  on_way: boolean;
  assigned_no: string | null;
}

/** POST /api/v2/inventory/mpq/group: take bags (all copies, or some) and pack their quantity anew. */
export interface RepackRequest {
  inventory_id: number;
  items: { bag_id: number; copies?: number }[];
  packs: { mpq: string; qty: string; copies?: number }[];
  memo?: string;
}

/** PUT /api/v2/inventory/release: take quantities out of bags (a whole bag when qty is left out). */
export interface ReleaseRequest {
  items: { bag_id: number; qty?: string }[];
  ref_no?: string;
  memo?: string;
}

/** POST /api/v2/inventory/receiving: book goods into a group, packed by mpq. */
export interface ReceiveRequest {
  material_id: number;
  sloc_id: number;
  supplier?: string | null;
  brand?: string | null;
  status_cargo?: string;
  on_way?: boolean;
  qty: string;
  mpq?: string;
  ref_no?: string;
  memo?: string;
}
