// The same POST sent four times at once, to every POST operation (issue 22: four snapshots at once
// gave three 500s, a unique violation of a check-then-insert). A generic create sends a fresh copy of
// its sample record (its unique text changed, so the copies race for the same new key); any other
// operation an empty body, aimed at an existing record. Each answer must be 2xx or a clear 4xx.
import type { ResourceDeclaration } from '../../../src/schema';
import { writableFields } from '../../../src/schema';
import type { RegisteredRoute } from '../../../server/apiDoc/routeList';
import { declOf, fillPath, type FuzzRequest, type Samples } from './requestPlan';

/** Calls whose effect outlives the fuzz run's session: they go anonymously (refused before any work). */
const SESSION_ENDING = /^\/api\/v1\/auth\/(logout|switch)/;

/** Text fields that must differ between records: declared unique, or part of the natural key or a unique set. */
function keyFields(decl: ResourceDeclaration): Set<string> {
  const named = [...(decl.naturalKey ?? []), ...(decl.uniqueTogether ?? []).flat()];
  return new Set([...Object.entries(decl.fields).filter(([, f]) => f.unique).map(([n]) => n), ...named]);
}

/** A copy of the sample with each key text replaced by a new value, the same in every copy sent. */
function freshCopy(decl: ResourceDeclaration, record: Record<string, unknown>, tag: string): Record<string, unknown> {
  const keys = keyFields(decl);
  const copy: Record<string, unknown> = {};
  for (const name of writableFields(decl)) {
    if (!(name in record)) continue;
    const value = record[name];
    copy[name] = keys.has(name) && typeof value === 'string' ? `${value.slice(0, 8)}${tag}` : value;
  }
  return copy;
}

export function concurrentPosts(routes: RegisteredRoute[], resources: ResourceDeclaration[], samples: Samples, existingId: number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  for (const [i, route] of routes.entries()) {
    if (route.method !== 'POST') continue;
    const owner = declOf(route.path, resources);
    const sample = owner && samples.get(owner.decl.name);
    const url = fillPath(route.path, String(sample?.id ?? existingId));
    if (owner && owner.rest === '' && sample) out.push({ method: 'POST', url, body: freshCopy(owner.decl, sample.record, `Q${i}`) });
    else out.push({ method: 'POST', url, body: {}, anonymous: SESSION_ENDING.test(route.path) });
  }
  return out;
}
