// The event log's query string, checked: paging, sort, and the filters (user, resource, record,
// action, date range). Anything else is a 400 naming the parameter.
import type { FastifyRequest } from 'fastify';
import { bad, listWindow, type ListWindow } from '../http/requestParts';
import { t } from '../http/messages';
import { queryId, queryInstant } from '../http/params';

export const EVENT_SORTS = ['at', 'id', 'resource', 'action', 'user_name'];
const PAGING = ['page', 'size', 'sort', 'order', 'keyword'];
const FILTERS = ['user_id', 'resource', 'record_id', 'action', 'from', 'to'];

export interface EventQuery extends ListWindow {
  userId?: number;
  resources?: string[];
  recordId?: number;
  actions?: string[];
  from?: Date;
  to?: Date;
}

const DAY_MS = 86_400_000;
const one = (v: unknown): string | undefined => (Array.isArray(v) ? one(v[v.length - 1]) : v === undefined || v === null || v === '' ? undefined : String(v));

export function parseEventQuery(req: FastifyRequest, allowed: string[] = FILTERS): EventQuery {
  const locale = req.locale;
  const q = (req.query ?? {}) as Record<string, unknown>;
  const badParam = (param: string, why: string) => bad(t(locale, 'badParam', { param, why }), param);
  for (const key of Object.keys(q)) if (!PAGING.includes(key) && !allowed.includes(key)) throw badParam(key, 'is not a filter of the event log');
  const window = listWindow({ order: 'desc', ...q, sort: one(q.sort) ?? 'at' }, locale, EVENT_SORTS, 'at');
  const id = (param: string) => queryId(locale, param, q[param]);
  const names = (param: string) => {
    const raw = one(q[param]);
    if (raw === undefined) return undefined;
    const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length === 0 || list.length > 50 || list.some((s) => !/^[a-z][a-z0-9_]{0,62}$/.test(s))) throw badParam(param, 'must be names separated by commas');
    return list;
  };
  // A date is a whole day (YYYY-MM-DD, UTC; `to` includes it); a date-time is an exact bound.
  const when = (param: 'from' | 'to') => {
    const raw = one(q[param]);
    if (raw === undefined) return undefined;
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(raw.trim());
    const at = new Date(queryInstant(locale, param, raw)!);
    return dateOnly && param === 'to' ? new Date(at.getTime() + DAY_MS) : at;
  };
  const out: EventQuery = { ...window, userId: id('user_id'), resources: names('resource'), recordId: id('record_id'), actions: names('action'), from: when('from'), to: when('to') };
  if (out.from && out.to && out.from >= out.to) throw badParam('to', 'must be after from');
  return out;
}
