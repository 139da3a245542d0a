import type { Field, ResourceDeclaration } from './types';

/** The declared field of that name: own fields only, so `constructor` or `__proto__` from a request finds nothing. */
export function fieldOf(decl: ResourceDeclaration, name: string): Field | undefined {
  return Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
}
