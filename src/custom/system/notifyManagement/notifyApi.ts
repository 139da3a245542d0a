// Calls of the sending screen: the target lists and the three send calls.
import { requestJson, unwrapData } from '../../../dataProvider';

export type TargetKind = 'user' | 'role' | 'all';
export interface Target {
  id: number;
  label: string;
}

type Listed<T> = { list: T[] };

export async function fetchUsers(keyword: string, signal?: AbortSignal): Promise<Target[]> {
  const body = unwrapData(await requestJson('/api/v2/common/user', { query: { page: '1', size: '20', ...(keyword ? { keyword } : {}) }, signal })) as Listed<{ id: number; name: string; nick_name: string | null }>;
  return body.list.map((u) => ({ id: u.id, label: u.nick_name ? `${u.nick_name} (${u.name})` : u.name }));
}

export async function fetchRoles(signal?: AbortSignal): Promise<Target[]> {
  const body = unwrapData(await requestJson('/api/v1/notification/targets/role', { signal })) as Listed<{ id: number; name: string; user_count: number }>;
  return body.list.map((r) => ({ id: r.id, label: `${r.name} (${r.user_count})` }));
}

export async function sendNotification(kind: TargetKind, targetId: number | undefined, message: { title: string; content: string }): Promise<number> {
  const path = kind === 'all' ? '/api/v1/notification/all' : `/api/v1/notification/${kind}/${targetId}`;
  const body = unwrapData(await requestJson(path, { method: 'POST', body: message })) as { recipients: number };
  return body.recipients;
}
