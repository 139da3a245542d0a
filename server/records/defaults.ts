// A new record or line starts at its fields' declared defaults: what a create leaves out takes the
// declared value (a form sends every default; an API caller need not), a server-set field included.
import type { Field } from '../../src/schema';

const defaultedFields = new WeakMap<Record<string, Field>, [string, unknown][]>();

/** The fields that declare a default, found once per declaration (a 500-line save asks per line). */
function defaulted(fields: Record<string, Field>): [string, unknown][] {
  let list = defaultedFields.get(fields);
  if (!list) {
    list = Object.entries(fields).flatMap(([name, f]) => (f.defaultValue !== undefined ? [[name, f.defaultValue] as [string, unknown]] : []));
    defaultedFields.set(fields, list);
  }
  return list;
}

/** `values` with the declared default of each field it leaves out (undefined); the same object when none is missing. */
export function withDefaults(fields: Record<string, Field>, values: Record<string, unknown>): Record<string, unknown> {
  const missing = defaulted(fields).filter(([name]) => values[name] === undefined);
  if (!missing.length) return values;
  const out = { ...values };
  for (const [name, value] of missing) out[name] = value;
  return out;
}
