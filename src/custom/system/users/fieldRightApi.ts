// Field rights (GET /api/v1/field, PUT /api/v1/field/assign|revoke/user/{id}), through the app's request helper.
import { requestJson, unwrapList } from '../../../dataProvider';
import type { Label } from '../../../schema';

export interface FieldRight {
  id: number;
  name: string;
  /** The guarded fields the right shows and lets its holders write. */
  fields: { resource: string; field: string; label: Label; resourceLabel: Label }[];
  declared: boolean;
  users: number;
}

export const fetchFieldRights = async (signal?: AbortSignal) => (await unwrapList<FieldRight>(await requestJson('/api/v1/field', { signal }))).data;

/** Gives and takes away field rights: only what differs from `before` is sent. */
export async function changeFieldRights(id: number, before: string[], after: string[]): Promise<void> {
  const added = after.filter((f) => !before.includes(f));
  const removed = before.filter((f) => !after.includes(f));
  if (added.length) await requestJson(`/api/v1/field/assign/user/${id}`, { method: 'PUT', body: { fields: added } });
  if (removed.length) await requestJson(`/api/v1/field/revoke/user/${id}`, { method: 'PUT', body: { fields: removed } });
}
