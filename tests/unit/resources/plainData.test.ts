// Declarations are plain data: a server handler or custom view is named, never inlined, so a
// declaration can be written to JSON (the API doc, a future declaration store) and read back whole.
import { describe, expect, it } from 'vitest';
import { resources } from '../../../src/resources/declarations';

/** Paths of values JSON cannot carry: functions, undefined, class instances (RegExp, Date, Map ...), NaN. */
function unplain(value: unknown, path: string, found: string[]): string[] {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return found;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) found.push(path);
    return found;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => unplain(item, `${path}[${i}]`, found));
    return found;
  }
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) unplain(item, `${path}.${key}`, found);
    return found;
  }
  found.push(`${path} (${typeof value})`);
  return found;
}

describe('every declaration is plain data', () => {
  it.each(resources.map((decl) => [decl.name, decl] as const))('%s holds nothing JSON cannot carry', (_name, decl) => {
    expect(unplain(decl, decl.name, [])).toEqual([]);
  });

  it.each(resources.map((decl) => [decl.name, decl] as const))('%s survives a JSON round trip unchanged', (_name, decl) => {
    expect(JSON.parse(JSON.stringify(decl))).toStrictEqual(decl);
  });
});
