import type { ResourceDeclaration } from './types';

/** Declared default values of a new record (or a new line, given the line's declaration). */
export function defaultValuesOf(decl: Pick<ResourceDeclaration, 'fields'>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(decl.fields)) if (field.defaultValue !== undefined) values[name] = field.defaultValue;
  return values;
}
