// Calls of user management and of one's own profile, through the app's request helper.
import { requestJson, unwrapList, unwrapRecord } from '../../../dataProvider';
import { pageQuery, type PageQuery } from '../../../views/shared/pageQuery';
import type { UserChanges } from '../../../contract/users';

export type { UserChanges } from '../../../contract/users';

export interface AdminUser {
  id: number;
  name: string;
  nick_name: string | null;
  email: string | null;
  language: string | null;
  disabled: boolean;
  roles: { id: number; name: string }[];
  /** Direct permissions (besides the roles'). */
  permissions: { id: number; name: string }[];
  /** Field rights: the guarded fields (prices, costs, ratios) the user sees and writes. */
  fields?: { id: number; name: string }[];
}

export const fetchUsers = async (q: PageQuery, signal?: AbortSignal) => unwrapList<AdminUser>(await requestJson('/api/v1/user', { query: pageQuery(q), signal }));

export const fetchUser = async (id: string | number, signal?: AbortSignal) => unwrapRecord<AdminUser>(await requestJson(`/api/v1/user/${encodeURIComponent(String(id))}`, { signal }));

export const updateUser = async (id: number, changes: UserChanges) =>
  unwrapRecord<AdminUser>(await requestJson(`/api/v1/user/${id}`, { method: 'PUT', body: { ...changes } }));

export const setUserDisabled = async (id: number, disabled: boolean) =>
  unwrapRecord<AdminUser>(await requestJson(`/api/v1/user/disable/${id}`, { method: 'PUT', body: { disabled } }));

export const deleteUser = async (id: number) => {
  await requestJson(`/api/v1/user/${id}`, { method: 'DELETE' });
};

/** Gives and takes away direct permissions: only what differs from `before` is sent. */
export async function changePermissions(id: number, before: string[], after: string[]): Promise<void> {
  const added = after.filter((p) => !before.includes(p));
  const removed = before.filter((p) => !after.includes(p));
  if (added.length) await requestJson(`/api/v1/permission/assign/user/${id}`, { method: 'PUT', body: { permissions: added } });
  if (removed.length) await requestJson(`/api/v1/permission/revoke/user/${id}`, { method: 'PUT', body: { permissions: removed } });
}
