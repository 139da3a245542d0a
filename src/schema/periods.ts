// Validity periods that must not overlap: `periods: { from, to, key }` on a declaration says no two
// records with equal `key` fields (an empty part equals an empty one) have overlapping [from, to]
// periods, both ends inclusive; an empty `to` runs on without end. The server enforces it inside
// each write's transaction, whatever the path (server/fields/periods.ts).
import type { ResourceDeclaration } from './types';

export type { PeriodsDeclaration } from './types';

const KINDS = new Set(['date', 'datetime']);

export function periodsProblems(decl: ResourceDeclaration): string[] {
  const p = decl.periods;
  if (!p) return [];
  const problems: string[] = [];
  const from = decl.fields[p.from];
  const to = decl.fields[p.to];
  if (!from || !to || !KINDS.has(from.kind) || to.kind !== from.kind) problems.push(`periods: from "${p.from}" and to "${p.to}" must be two date (or two datetime) fields`);
  else if (!from.required) problems.push(`periods: from "${p.from}" must be required`);
  for (const k of p.key) if (!decl.fields[k] || k === p.from || k === p.to) problems.push(`periods: key "${k}" must be another field`);
  if (p.key.length === 0) problems.push('periods: key needs a field');
  return problems;
}
