import type { Field, Label, ResourceDeclaration } from './types';

/** The declared field of that name: own fields only, so `constructor` or `__proto__` from a request finds nothing. */
export function fieldOf(decl: ResourceDeclaration, name: string): Field | undefined {
  return Object.hasOwn(decl.fields, name) ? decl.fields[name] : undefined;
}

/** The label of an enum field's option holding `value` (compared as text), or undefined (no such option, not an enum). */
export function optionLabel(field: Field | undefined, value: unknown): Label | undefined {
  return field?.kind === 'enum' ? field.options.find((o) => o.value === String(value))?.label : undefined;
}
