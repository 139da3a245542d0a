// Reading the events table for the event log and a record's history, newest first by default.
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../db/types';
import { likePattern } from '../http/requestParts';
import type { EventEntry } from '../../src/contract/eventEntry';
import type { EventQuery } from './input';

type EventSelect = SelectQueryBuilder<DB, 'events', object>;

function filtered(db: Kysely<DB>, q: EventQuery, ownerId?: number): EventSelect {
  let s = db.selectFrom('events') as EventSelect;
  // A person's events are those made in their account and those they made while switched.
  const person = (id: number) => (x: EventSelect) => x.where((eb) => eb.or([eb('user_id', '=', id), eb('original_user_id', '=', id)]));
  if (ownerId !== undefined) s = person(ownerId)(s);
  if (q.userId !== undefined) s = person(q.userId)(s);
  if (q.resources) s = s.where('resource', 'in', q.resources);
  if (q.recordId !== undefined) s = s.where('record_id', '=', q.recordId);
  if (q.actions) s = s.where('action', 'in', q.actions);
  if (q.from) s = s.where('at', '>=', q.from);
  if (q.to) s = s.where('at', '<', q.to);
  if (q.keyword) {
    const like = likePattern(q.keyword);
    s = s.where((eb) => eb.or([eb('user_name', 'ilike', like), eb('original_user_name', 'ilike', like), eb('reason', 'ilike', like)]));
  }
  return s;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function listEvents(db: Kysely<DB>, q: EventQuery, ownerId?: number): Promise<{ list: EventEntry[]; total: number }> {
  const base = filtered(db, q, ownerId);
  const { n } = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(q.sort as 'at', q.order)
    .orderBy('id', q.order)
    .limit(q.size)
    .offset((q.page - 1) * q.size)
    .execute();
  const list = rows.map((r) => ({
    id: Number(r.id),
    at: iso(r.at),
    user_id: num(r.user_id),
    user_name: r.user_name,
    original_user_id: num(r.original_user_id),
    original_user_name: r.original_user_name,
    resource: r.resource,
    record_id: num(r.record_id),
    action: r.action,
    reason: r.reason,
    before: r.before,
    after: r.after,
  }));
  return { list, total: Number(n) };
}
