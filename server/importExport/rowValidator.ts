// Checks import rows with the declaration's own schema (recordSchema, what validateRecord runs),
// one column value at a time, each distinct value of a column once.
//
// Why not validateRecord per row: for 50,000 rows of 13 fields it took 3.5–7 s, most of an
// import's checking time, against under 2 s this way. The result is the same: the record schema is
// one rule per field, so a row's result is its fields' results
// (first message per field, as validateRecord reports). Should the schema ever get a rule across
// fields other than the declared cross-field ones (checked on the row's values after its fields),
// `rowValidator` goes back to validateRecord per row.
//
// Values that are plainly valid (fastAccept) skip yup; yup still decides every other value and
// writes every message, so it stays the one source of the rules and their wording.
import type * as yup from 'yup';
import { crossFieldProblems, crossFieldRules, recordSchema, validateRecord, type FieldError, type Locale, type ResourceDeclaration, type ValidationResult } from '../../src/schema';
import { fastAccept } from './fastAccept';

type FieldOutcome = { ok: true; value: unknown } | { ok: false; message: string };

function checkField(rule: yup.Schema, value: unknown): FieldOutcome {
  try {
    return { ok: true, value: rule.validateSync(value, { abortEarly: true }) };
  } catch (e) {
    if (e && typeof e === 'object' && 'errors' in e && Array.isArray(e.errors)) return { ok: false, message: String(e.errors[0]) };
    throw e;
  }
}

/** Synchronous unless the schema has a rule across fields (then validateRecord, a promise). */
export type RowValidator = (input: Record<string, unknown>) => ValidationResult | Promise<ValidationResult>;

interface Column {
  rule: yup.Schema;
  fast: (raw: unknown) => { value: unknown } | undefined;
  seen: Map<unknown, FieldOutcome>;
}

export function rowValidator(decl: ResourceDeclaration, locale: Locale): RowValidator {
  const schema = recordSchema(decl, { locale });
  // The declared rules across fields are checked below on each row's values; any other object rule: per row.
  if (schema.describe().tests.some((test) => !test.name?.startsWith('crossField.'))) return (input) => validateRecord(decl, input, { locale });
  // Declarations without rules across fields skip that step on every row (imports of 50,000 rows).
  const crossField = crossFieldRules(decl.fields).length > 0;
  const columns = new Map<string, Column>();
  for (const [name, rule] of Object.entries(schema.fields)) columns.set(name, { rule: rule as yup.Schema, fast: fastAccept(decl.fields[name]), seen: new Map() });
  return (input) => {
    const value: Record<string, unknown> = {};
    let errors: FieldError[] | undefined;
    for (const name in input) {
      const column = columns.get(name);
      if (!column) continue;
      const raw = input[name];
      const accepted = column.fast(raw);
      if (accepted) {
        value[name] = accepted.value;
        continue;
      }
      // Arrays (multi-references) are objects: checked each time, not remembered.
      let outcome = Array.isArray(raw) ? undefined : column.seen.get(raw);
      if (!outcome) {
        outcome = checkField(column.rule, raw);
        if (!Array.isArray(raw)) column.seen.set(raw, outcome);
      }
      if (outcome.ok) value[name] = outcome.value;
      else (errors ??= []).push({ field: name, message: outcome.message });
    }
    if (!errors && crossField) errors = crossFieldProblems(decl.fields, value, locale);
    return errors?.length ? { ok: false, errors } : { ok: true, value };
  };
}
