// The success envelope `{ code: 0, message, data }`, and the list shapes the backend uses:
// `data: { list, total }` normally, `list` / `total` at the top level for some services.
import type { RaRecord } from 'ra-core';
import { unexpectedAnswerError } from './errors';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The `data` of a success body (the body itself when it has no `data`). */
export function unwrapData(body: unknown): unknown {
  return isRecord(body) && 'data' in body ? body.data : body;
}

/** A record from a success body; an answer without one breaks the contract. */
export function unwrapRecord<R extends RaRecord>(body: unknown): R {
  const data = unwrapData(body);
  if (!isRecord(data)) throw unexpectedAnswerError(200);
  return data as R;
}

export interface ListPage<R> {
  data: R[];
  total: number;
}

/** `{ data: { list, total } }`, `{ list, total }` or `{ data: [...] }` -> react-admin's list result. */
export function unwrapList<R extends RaRecord>(body: unknown): ListPage<R> {
  const data = unwrapData(body);
  const holder = isRecord(data) && Array.isArray(data.list) ? data : isRecord(body) && Array.isArray(body.list) ? body : undefined;
  if (holder) {
    const list = holder.list as R[];
    const total = Number(holder.total ?? (isRecord(body) ? body.total : undefined));
    return { data: list, total: Number.isFinite(total) ? total : list.length };
  }
  if (Array.isArray(data)) return { data: data as R[], total: data.length };
  throw unexpectedAnswerError(200);
}
