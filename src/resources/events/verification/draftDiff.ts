// The rows of a draft's comparison: each field the draft proposes, the target's current value and
// whether it changes (a blank proposal on a change leaves the current value).
import { labelIn, type Locale, type ResourceDeclaration } from '../../../schema';
import type { Field } from '../../../schema/types';

export interface DiffRow {
  field: string;
  label: string;
  current: string;
  proposed: string;
  changed: boolean;
}

type Row = Record<string, unknown>;
const blank = (v: unknown) => v === null || v === undefined || v === '';

/** A value as a reader knows it: an option's label, a referenced record's title, yes/no. */
export function shownValue(field: Field, row: Row | undefined, name: string, locale: Locale): string {
  const v = row?.[name];
  if (blank(v)) return '';
  if (field.kind === 'enum') return labelIn(field.options.find((o) => o.value === v)?.label ?? { en: String(v), zh: String(v) }, locale);
  if (field.kind === 'reference') return String(row?.[`${name}__title`] ?? v);
  if (field.kind === 'boolean') return v ? (locale === 'zh-CN' ? '是' : 'Yes') : locale === 'zh-CN' ? '否' : 'No';
  return String(v);
}

export function draftDiff(draft: ResourceDeclaration, target: ResourceDeclaration, record: Row, current: Row | undefined, locale: Locale): DiffRow[] {
  const proposed = Object.keys(draft.fields).filter((f) => f in target.fields && f !== draft.states?.field && !blank(record[f]));
  return proposed.map((f) => {
    const field = target.fields[f];
    const now = shownValue(field, current, f, locale);
    const next = shownValue(draft.fields[f], record, f, locale);
    return { field: f, label: labelIn(field.label, locale), current: now, proposed: next, changed: now !== next };
  });
}
