// Checks import rows with the declaration's own schema (recordSchema, what validateRecord runs),
// one column value at a time, each distinct value of a column once.
//
// Why not validateRecord per row: for 50,000 rows of 13 fields it took 3.5–7 s, most of an
// import's checking time, against under 2 s this way. The result is the same: the record schema is
// one rule per field and no rule looks at another field, so a row's result is its fields' results
// (first message per field, as validateRecord reports). Should the schema ever get a rule across
// fields, `rowValidator` goes back to validateRecord per row.
import type * as yup from 'yup';
import { recordSchema, validateRecord, type FieldError, type Locale, type ResourceDeclaration, type ValidationResult } from '../../src/schema';

type FieldOutcome = { ok: true; value: unknown } | { ok: false; message: string };

function checkField(rule: yup.Schema, value: unknown): FieldOutcome {
  try {
    return { ok: true, value: rule.validateSync(value, { abortEarly: true }) };
  } catch (e) {
    if (e && typeof e === 'object' && 'errors' in e && Array.isArray(e.errors)) return { ok: false, message: String(e.errors[0]) };
    throw e;
  }
}

export type RowValidator = (input: Record<string, unknown>) => Promise<ValidationResult>;

export function rowValidator(decl: ResourceDeclaration, locale: Locale): RowValidator {
  const schema = recordSchema(decl, { locale });
  if (schema.describe().tests.length > 0) return (input) => validateRecord(decl, input, { locale });
  const memo = new Map<string, Map<unknown, FieldOutcome>>();
  return async (input) => {
    const value: Record<string, unknown> = {};
    const errors: FieldError[] = [];
    for (const [name, raw] of Object.entries(input)) {
      const rule = schema.fields[name] as yup.Schema | undefined;
      if (!rule) continue;
      let seen = memo.get(name);
      if (!seen) memo.set(name, (seen = new Map()));
      // Arrays (multi-references) are objects: checked each time, not remembered.
      let outcome = Array.isArray(raw) ? undefined : seen.get(raw);
      if (!outcome) {
        outcome = checkField(rule, raw);
        if (!Array.isArray(raw)) seen.set(raw, outcome);
      }
      if (outcome.ok) value[name] = outcome.value;
      else errors.push({ field: name, message: outcome.message });
    }
    return errors.length ? { ok: false, errors } : { ok: true, value };
  };
}
