// Field rights hold in the event log too: a before/after value of a guarded field is taken out for
// a reader who may not see that field, by the same guard that leaves it out of the record's answers.
import type { FastifyRequest } from 'fastify';
import type { EventEntry } from '../../src/contract/eventEntry';
import type { ResourceDeclaration } from '../../src/schema';
import type { ResourceRow } from '../db/types';
import { guardOf, type FieldGuard } from '../fields/guard';

const withoutDenied = (value: unknown, guard: FieldGuard): unknown =>
  value && typeof value === 'object' && !Array.isArray(value) ? guard.rows([{ ...(value as ResourceRow) }])[0] : value;

export function guardEvents(list: EventEntry[], resources: ResourceDeclaration[], req: FastifyRequest): EventEntry[] {
  const guards = new Map<string, FieldGuard>();
  for (const decl of resources) {
    const guard = guardOf(decl, req);
    if (guard.denied.length) guards.set(decl.name, guard);
  }
  if (guards.size === 0) return list;
  return list.map((e) => {
    const guard = guards.get(e.resource);
    return guard ? { ...e, before: withoutDenied(e.before, guard), after: withoutDenied(e.after, guard) } : e;
  });
}
