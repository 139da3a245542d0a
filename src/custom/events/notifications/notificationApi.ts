// Calls of the message centre through the app's request helper (envelope, headers, error catalogue).
import { requestJson, unwrapData } from '../../../dataProvider';

export interface NotificationEntry {
  id: number;
  title: string;
  content: string;
  audience: string;
  sent_by: string | null;
  created_at: string;
  read: boolean;
}

export interface NotificationPage {
  list: NotificationEntry[];
  total: number;
  unreadCount: number;
}

export const NOTIFICATIONS_KEY = ['notifications'] as const;

export const fetchNotifications = async (q: { page: number; size: number; keyword?: string }, signal?: AbortSignal) =>
  unwrapData(
    await requestJson('/api/v1/notification', { query: { page: String(q.page), size: String(q.size), ...(q.keyword ? { keyword: q.keyword } : {}) }, signal }),
  ) as NotificationPage;

export const markRead = async (id: number) => requestJson(`/api/v1/notification/${id}`, { method: 'PUT' });
export const markAllRead = async () => requestJson('/api/v1/notification', { method: 'PUT' });
