// What an event changed, readably: the fields whose values differ (old -> new), labelled from the
// resource's declaration where there is one. Bookkeeping columns are left out: they change every time.
import { findResource } from '../../resources';
import type { Locale } from '../../schema/types';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);
export const EMPTY = '—';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A value as text; a reference shows the referenced record's title the record carried. */
function show(record: Record<string, unknown>, field: string): string {
  const title = record[`${field}__title`];
  const value = title !== undefined && title !== null ? title : record[field];
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function fieldLabel(resource: string, field: string, locale: Locale): string {
  const decl = findResource(resource);
  const label = decl?.fields[field]?.label;
  return label ? (locale === 'zh-CN' ? label.zh : label.en) : field;
}

export function resourceLabel(resource: string, locale: Locale, fallback?: string): string {
  const decl = findResource(resource);
  return decl ? (locale === 'zh-CN' ? decl.recordLabel.zh : decl.recordLabel.en) : (fallback ?? resource);
}

/** The changed fields, in the declaration's order first, then any others. */
export function changesOf(resource: string, before: unknown, after: unknown, locale: Locale): FieldChange[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const declared = Object.keys(findResource(resource)?.fields ?? {});
  const keys = [...new Set([...declared, ...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !BOOKKEEPING.has(k) && !k.endsWith('__title') && (k in a || k in b),
  );
  const out: FieldChange[] = [];
  for (const field of keys) {
    const was = field in b ? show(b, field) : EMPTY;
    const now = field in a ? show(a, field) : EMPTY;
    if (was !== now) out.push({ field, label: fieldLabel(resource, field, locale), before: was, after: now });
  }
  return out;
}
