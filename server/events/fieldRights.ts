// Field rights hold in the event log too: a before/after value of a guarded field is taken out for
// a reader who may not see that field, as the record's own answers leave it out.
import type { FastifyRequest } from 'fastify';
import type { ResourceDeclaration } from '../../src/schema';
import { guardOf } from '../fields/guard';
import type { EventEntry } from './queries';

const withoutFields = (value: unknown, denied: string[]): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const copy = { ...(value as Record<string, unknown>) };
  for (const name of denied) {
    delete copy[name];
    delete copy[`${name}__title`];
  }
  return copy;
};

export function guardEvents(list: EventEntry[], resources: ResourceDeclaration[], req: FastifyRequest): EventEntry[] {
  const deniedOf = new Map<string, string[]>();
  for (const decl of resources) {
    const denied = guardOf(decl, req).denied;
    if (denied.length) deniedOf.set(decl.name, denied);
  }
  if (deniedOf.size === 0) return list;
  return list.map((e) => {
    const denied = deniedOf.get(e.resource);
    return denied ? { ...e, before: withoutFields(e.before, denied), after: withoutFields(e.after, denied) } : e;
  });
}
