// The stock calls the hand-written screens make (server/modules/management/inventories/routes).
import { requestJson, unwrapData } from '../../../dataProvider';
import type { ReceiveRequest, ReleaseRequest, RepackRequest, StockBag } from './model/wire';

export type GroupWithBags = Record<string, unknown> & { id: number; material_id: number; sloc_id: number; supplier: string | null; brand: string | null; status_cargo: string; bags: StockBag[] };

export const fetchGroup = async (id: number | string) => unwrapData(await requestJson(`/api/v2/inventory/${id}/lines`)) as GroupWithBags;
export const receive = (body: ReceiveRequest) => requestJson('/api/v2/inventory/receiving', { method: 'POST', body: { ...body } });
export const repack = (body: RepackRequest) => requestJson('/api/v2/inventory/mpq/group', { method: 'POST', body: { ...body } });
export const release = (body: ReleaseRequest) => requestJson('/api/v2/inventory/release', { method: 'PUT', body: { ...body } });

export interface Page<T> {
  list: T[];
  total: number;
}
export const fetchPage = async <T,>(path: string, page: number, size: number) => unwrapData(await requestJson(path, { query: { page: String(page), size: String(size) } })) as Page<T>;

/** Exact sums of decimal quantities in thousandths (the stock's scale), shown back as decimals. */
export const toUnits = (v: string | number) => {
  const m = /^(-?)(\d+)(?:\.(\d{1,3}))?$/.exec(String(v).trim());
  if (!m) return undefined;
  const units = Number(m[2]) * 1000 + Number((m[3] ?? '').padEnd(3, '0'));
  return m[1] ? -units : units;
};
export const fromUnits = (u: number) => String(u / 1000);
