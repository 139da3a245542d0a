// One yup schema per declaration: the browser form and the server request both validate with it.
import * as yup from 'yup';
import { crossFieldHolds, crossFieldMessage, crossFieldRules } from './crossField';
import { writableFields } from './declare';
import { fitsShape, kindOf, SHAPE_MESSAGES } from './kinds';
import { labelIn, message } from './messages';
import type { Field, Locale, ResourceDeclaration } from './types';

export interface BuildOptions {
  locale?: Locale;
  /** Partial updates: fields absent from the body are left alone, so `required` is not applied to them. */
  partial?: boolean;
}

// Per declaration object, not per name: a user's view of a declaration (visibleDeclaration) has fewer fields.
const caches = new WeakMap<ResourceDeclaration, Map<string, yup.ObjectSchema<Record<string, unknown>>>>();

export function recordSchema(decl: ResourceDeclaration, opts: BuildOptions = {}): yup.ObjectSchema<Record<string, unknown>> {
  const locale = opts.locale ?? 'en-US';
  const key = `${locale}|${opts.partial ? 'p' : 'f'}`;
  let cache = caches.get(decl);
  if (!cache) caches.set(decl, (cache = new Map()));
  const hit = cache.get(key);
  if (hit) return hit;
  const shape: Record<string, yup.Schema> = {};
  for (const name of writableFields(decl)) {
    const field = decl.fields[name];
    const label = labelIn(field.label, locale);
    let rule: yup.Schema = kindOf(field).rule(field, { locale, label });
    if (field.required) {
      const msg = message(locale, 'required', { label });
      // Absent (undefined) is allowed in a partial update; an emptied value (null) never is.
      const present = (v: unknown) => v !== null && (opts.partial ? true : v !== undefined);
      rule =
        field.kind === 'multiReference'
          ? rule.test('required', msg, (v) => present(v) && (v === undefined || (v as unknown[]).length > 0))
          : rule.test('required', msg, present);
    }
    shape[name] = rule;
  }
  let schema = yup.object(shape) as unknown as yup.ObjectSchema<Record<string, unknown>>;
  // Rules across fields: checked when both values are in the record (a partial update's other value
  // is the stored one, which the server checks: server/records/recordService.ts).
  for (const rule of crossFieldRules(decl.fields)) {
    const msg = crossFieldMessage(rule, decl.fields, locale);
    schema = schema.test(`crossField.${rule.kind}.${rule.field}`, msg, function check(value) {
      return !value || crossFieldHolds(rule, value) || this.createError({ path: rule.field, message: msg });
    });
  }
  cache.set(key, schema);
  return schema;
}

export interface FieldError {
  field: string;
  message: string;
  row?: number;
}

export type ValidationResult = { ok: true; value: Record<string, unknown> } | { ok: false; errors: FieldError[] };

/**
 * The message for a raw value whose shape the field's rule cannot read (an object or a list in a text
 * field), or undefined: such values are refused before yup, whose coercion would call their own keys.
 */
export function shapeProblem(field: Field, raw: unknown, locale: Locale = 'en-US'): string | undefined {
  const { shape } = kindOf(field);
  if (shape === 'any' || fitsShape(shape, raw)) return undefined;
  return message(locale, SHAPE_MESSAGES[shape], { label: labelIn(field.label, locale) });
}

/** One field's value checked by its kind's rule alone (for inputs outside a record schema); throws with the message. */
export async function validateFieldValue(field: Field, raw: unknown, locale: Locale = 'en-US'): Promise<unknown> {
  const problem = shapeProblem(field, raw, locale);
  if (problem) throw new yup.ValidationError(problem, raw);
  return kindOf(field).rule(field, { locale, label: labelIn(field.label, locale) }).validate(raw);
}

/** Validates and casts a request body or form values; unknown keys are dropped. */
export async function validateRecord(decl: ResourceDeclaration, input: Record<string, unknown>, opts: BuildOptions = {}): Promise<ValidationResult> {
  const schema = recordSchema(decl, opts);
  const locale = opts.locale ?? 'en-US';
  // Only the declared, writable keys are read: nothing else in a body can reach the database.
  const picked: Record<string, unknown> = {};
  const errors: FieldError[] = [];
  for (const name of writableFields(decl)) {
    if (!Object.prototype.hasOwnProperty.call(input, name)) continue;
    const problem = shapeProblem(decl.fields[name], input[name], locale);
    if (problem) errors.push({ field: name, message: problem });
    else picked[name] = input[name];
  }
  try {
    const value = await schema.validate(picked, { abortEarly: false, stripUnknown: true });
    if (errors.length) return { ok: false, errors };
    if (opts.partial) {
      for (const k of Object.keys(value)) if (!(k in picked)) delete value[k];
    }
    return { ok: true, value };
  } catch (e) {
    if (e instanceof yup.ValidationError) {
      const inner = e.inner.length ? e.inner : [e];
      const seen = new Set(errors.map((err) => err.field));
      for (const err of inner) {
        const field = (err.path ?? '').split(/[.[]/)[0];
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ field, message: err.message });
      }
      return { ok: false, errors };
    }
    throw e;
  }
}
