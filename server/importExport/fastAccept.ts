// A plainly valid import value, recognised without running yup: the value the field's yup rule
// would give back, or undefined to let the rule decide (and word any message). For 50,000 rows the
// columns whose every value differs (MPN, description ...) cost one validateSync each, about half a
// second of an import; these checks take a few milliseconds. They accept only what the rules in
// src/schema/kinds accept unchanged or trimmed, and tests compare them with yup value by value.
import { fitsNumeric, holdsNul, MAX_WHOLE, utf8Length, type Field } from '../../src/schema';

export type FastAccept = (raw: unknown) => { value: unknown } | undefined;

const never: FastAccept = () => undefined;

function numberCheck(opts: { integer?: boolean; min?: number; max?: number; scale?: number }): FastAccept {
  const { integer, min, max, scale } = opts;
  return (raw) => {
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return undefined;
    if (integer && !Number.isInteger(raw)) return undefined;
    if ((min !== undefined && raw < min) || (max !== undefined && raw > max)) return undefined;
    if (scale !== undefined) {
      if (!fitsNumeric(raw, scale)) return undefined;
      const text = String(raw);
      const point = text.indexOf('.');
      if (text.includes('e') || (point >= 0 && text.length - point - 1 > scale)) return undefined;
    }
    return { value: raw };
  };
}

export function fastAccept(field: Field | undefined): FastAccept {
  switch (field?.kind) {
    case 'text': {
      // Formats (e-mail, URL, phone) are left to yup; a declared pattern is the same RegExp yup tests.
      if (field.format) return never;
      const { maxBytes, upperCase, minLength } = field;
      const pattern = field.pattern ? new RegExp(field.pattern.source) : undefined;
      return (raw) => {
        if (typeof raw !== 'string') return undefined;
        const trimmed = raw.trim();
        if (trimmed === '' || holdsNul(trimmed)) return undefined;
        const value = upperCase ? trimmed.toUpperCase() : trimmed;
        // A UTF-16 unit is at most 3 UTF-8 bytes: short text needs no byte count.
        if (value.length * 3 > maxBytes && utf8Length(value) > maxBytes) return undefined;
        if ((minLength !== undefined && value.length < minLength) || (pattern && !pattern.test(value))) return undefined;
        return { value };
      };
    }
    case 'integer':
      return numberCheck({ integer: true, min: field.min ?? -MAX_WHOLE, max: field.max ?? MAX_WHOLE });
    case 'decimal':
      return numberCheck({ min: field.min, max: field.max, scale: field.scale });
    case 'money':
      return numberCheck({ min: field.min ?? 0, scale: field.scale });
    case 'reference':
      return numberCheck({ integer: true, min: 1, max: MAX_WHOLE });
    default:
      return never;
  }
}
