// Rules across two fields of one record, declared on the field (`notBefore: 'valid_from'`,
// `differentFrom: 'origin_station_id'`). One pure check serves the form (a yup test in recordSchema),
// every server write (records service and lines save: the stored record merged under a partial
// update) and import rows, so each side refuses with the same words naming both fields.
import { labelIn, message, wordIn } from './messages';
import type { Field, Locale, ResourceDeclaration } from './types';

export type CrossFieldKind = 'notBefore' | 'differentFrom';
export interface CrossFieldRule {
  kind: CrossFieldKind;
  /** The field the rule is declared on (and the error names). */
  field: string;
  /** The field it is compared with. */
  other: string;
}

const KINDS: CrossFieldKind[] = ['notBefore', 'differentFrom'];
/** Kinds whose values order: `notBefore` compares two fields of one of these kinds. */
const ORDERED = new Set(['date', 'datetime', 'integer']);

/** The rules a declaration's fields declare, those naming a field it does not hold (a user's view) left out. */
export function crossFieldRules(fields: Record<string, Field>): CrossFieldRule[] {
  const rules: CrossFieldRule[] = [];
  for (const [field, f] of Object.entries(fields)) {
    for (const kind of KINDS) {
      const other = f[kind];
      if (other !== undefined && fields[other]) rules.push({ kind, field, other });
    }
  }
  return rules;
}

/** Declaration mistakes: an unknown field, itself, or `notBefore` across kinds that do not order alike. */
export function crossFieldDeclarationProblems(decl: ResourceDeclaration): string[] {
  const problems: string[] = [];
  for (const [name, f] of Object.entries(decl.fields)) {
    for (const kind of KINDS) {
      const other = f[kind];
      if (other === undefined) continue;
      const o = decl.fields[other];
      if (!o || other === name) problems.push(`field "${name}": ${kind} names "${other}", which is not another field`);
      else if (kind === 'notBefore' && (!ORDERED.has(f.kind) || o.kind !== f.kind)) problems.push(`field "${name}": notBefore needs two fields of one kind among ${[...ORDERED].join(', ')}`);
    }
  }
  return problems;
}

const blank = (v: unknown) => v === undefined || v === null || v === '';

/** Comparable form of a value: a day or instant as ISO text (orders as text), a number as a number. */
function comparable(v: unknown): string | number | undefined {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : v.toISOString();
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const t = v.trim();
  if (/^-?\d+$/.test(t)) return Number(t);
  return /^\d{4}-\d{2}-\d{2}/.test(t) ? t : undefined;
}

/** Plain value text for "the same" (an id sent as 3 or "3"); objects are the field rule's to refuse. */
const sameText = (v: unknown) => (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? String(v).trim() : undefined);

/** Whether one rule holds for these values; a rule with either value empty holds (`required` says the rest). */
export function crossFieldHolds(rule: CrossFieldRule, values: Record<string, unknown>): boolean {
  const a = values[rule.field];
  const b = values[rule.other];
  if (blank(a) || blank(b)) return true;
  if (rule.kind === 'differentFrom') {
    const x = sameText(a);
    return x === undefined || x !== sameText(b);
  }
  const x = comparable(a);
  const y = comparable(b);
  if (x === undefined || y === undefined || typeof x !== typeof y) return true; // unreadable: the field's own rule says so
  return x >= y;
}

/** The rule's message, naming both fields in the caller's language. */
export function crossFieldMessage(rule: CrossFieldRule, fields: Record<string, Field>, locale: Locale): string {
  const own = fields[rule.field].label;
  const other = fields[rule.other].label;
  // "Valid to must not be before valid from"; "From and to must be different".
  return rule.kind === 'notBefore'
    ? message(locale, 'notBefore', { label: labelIn(own, locale), other: wordIn(other, locale) })
    : message(locale, 'differentFrom', { label: wordIn(own, locale), other: labelIn(other, locale) });
}

/** Every broken rule for a record's values (a whole record: on an update, the stored one merged with the change). */
/** A broken rule: the field it names and the message (validation.ts's FieldError, not imported: no circle). */
export interface CrossFieldError {
  field: string;
  message: string;
}

export function crossFieldProblems(fields: Record<string, Field>, values: Record<string, unknown>, locale: Locale = 'en-US'): CrossFieldError[] {
  const errors: CrossFieldError[] = [];
  for (const rule of crossFieldRules(fields)) {
    if (!crossFieldHolds(rule, values)) errors.push({ field: rule.field, message: crossFieldMessage(rule, fields, locale) });
  }
  return errors;
}
