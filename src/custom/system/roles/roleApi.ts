// Calls of role management and the permission catalogue, through the app's request helper
// (the contract's envelope, headers, timeout and error catalogue).
import { requestJson, unwrapList, unwrapRecord } from '../../../dataProvider';
import { pageQuery, type PageQuery } from '../../../views/shared/pageQuery';
import type { RoleRecord } from '../../../contract/roles';

export type { RoleRecord } from '../../../contract/roles';

export interface CatalogueEntry {
  id: number;
  name: string;
  /** Menu group of the screens the permission opens (basic, system, ...). */
  group: string;
}

export interface RoleInput {
  name?: string;
  description?: string | null;
  permissions?: string[];
}

export const fetchPermissionCatalogue = async (signal?: AbortSignal): Promise<CatalogueEntry[]> =>
  unwrapList<CatalogueEntry>(await requestJson('/api/v1/permission', { signal })).data;

export const fetchRoles = async (q: PageQuery, signal?: AbortSignal) => unwrapList<RoleRecord>(await requestJson('/api/v1/role', { query: pageQuery(q), signal }));

export const fetchRole = async (id: string | number, signal?: AbortSignal) => unwrapRecord<RoleRecord>(await requestJson(`/api/v1/role/${encodeURIComponent(String(id))}`, { signal }));

export const createRole = async (input: RoleInput) => unwrapRecord<RoleRecord>(await requestJson('/api/v1/role', { method: 'POST', body: { ...input } }));

export const updateRole = async (id: number, input: RoleInput) => unwrapRecord<RoleRecord>(await requestJson(`/api/v1/role/${id}`, { method: 'PUT', body: { ...input } }));

export const deleteRole = async (id: number) => {
  await requestJson(`/api/v1/role/${id}`, { method: 'DELETE' });
};
