// Calls of the event log: the whole log (user-event) with its filters, through the app's request helper.
import { requestJson, unwrapData } from '../../dataProvider';
import type { EventEntry } from '../../contract/eventEntry';

export interface EventFilters {
  user_id?: number;
  resource?: string;
  record_id?: number;
  action?: string;
  /** Local calendar days, YYYY-MM-DD; sent as the start and end of those days in this browser's time zone. */
  from?: string;
  to?: string;
}

export const EVENTS_KEY = ['events'] as const;

const startOfDay = (day: string) => new Date(`${day}T00:00:00`);
const endOfDay = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

export function eventQuery(filters: EventFilters, page: number, size: number): Record<string, string> {
  const q: Record<string, string> = { page: String(page), size: String(size) };
  if (filters.user_id) q.user_id = String(filters.user_id);
  if (filters.resource) q.resource = filters.resource;
  if (filters.record_id) q.record_id = String(filters.record_id);
  if (filters.action) q.action = filters.action;
  if (filters.from) q.from = startOfDay(filters.from).toISOString();
  if (filters.to) q.to = endOfDay(filters.to).toISOString();
  return q;
}

export const fetchEvents = async (filters: EventFilters, page: number, size: number, signal?: AbortSignal) =>
  unwrapData(await requestJson('/api/v1/event', { query: eventQuery(filters, page, size), signal })) as { list: EventEntry[]; total: number };
