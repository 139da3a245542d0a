// What an event changed, readably: the fields whose values differ (old -> new), in words. A field is
// labelled by its declaration (a resource's field, one of its lines, or a line table's field), else
// by the history's words (screens.history.fields: src/views/history/words.ts and the modules' own);
// enum values show their option's label, yes/no values words, permission codes their labels, other
// known codes screens.history.values. Bookkeeping columns are left out: they change every time.
// The declarations and the reasons' words come from the registry (useHistoryContext), not an import.
import type { DeclarationSet } from '../../shell/modules/appRegistry';
import type { Field, Label, Locale, ResourceDeclaration } from '../../schema/types';
import { labelIn } from '../../schema';
import { SYSTEM_FIELD_LABELS } from '../../i18n/resources';
import { permissionLabel } from '../../i18n/permissionWords';
import { formatDate, formatDateTime, formatNumber, shownDecimals } from '../../i18n/format';

/** What the history reads of the modules: their declarations and the words of their event reasons. */
export interface HistoryContext {
  declarations: Pick<DeclarationSet, 'resources' | 'findByRaName'>;
  reasonWords: (reason: string) => Label | undefined;
}

/** The page's words by key (the i18n provider's), undefined for a key it has none for. */
export type Words = (key: string) => string | undefined;

const H = 'screens.history';

export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const BOOKKEEPING = new Set(['id', 'version', 'created_at', 'updated_at', 'created_by', 'updated_by']);
export const EMPTY = '—';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A line table written to on its own (sloc_inventory): the fields of the line declaration it belongs to. */
function lineTableFields(ctx: HistoryContext, resource: string): Record<string, Field> | undefined {
  for (const decl of ctx.declarations.resources) {
    for (const lines of Object.values(decl.lines ?? {})) if (lines.table === resource) return lines.fields;
  }
  return undefined;
}

const declaredFields = (ctx: HistoryContext, decl: ResourceDeclaration | undefined, resource: string): Record<string, Field> => decl?.fields ?? lineTableFields(ctx, resource) ?? {};

const findResource = (ctx: HistoryContext, name: string) => ctx.declarations.findByRaName(name);

function labelOfField(ctx: HistoryContext, resource: string, field: string): Label | undefined {
  const decl = findResource(ctx, resource);
  return (
    declaredFields(ctx, decl, resource)[field]?.label ??
    decl?.lines?.[field]?.label ??
    (SYSTEM_FIELD_LABELS as Record<string, Label>)[field]
  );
}

export function fieldLabel(ctx: HistoryContext, resource: string, field: string, locale: Locale, words: Words): string {
  const label = labelOfField(ctx, resource, field);
  return label ? labelIn(label, locale) : (words(`${H}.fields.${field}`) ?? field);
}

export function resourceLabel(ctx: HistoryContext, resource: string, locale: Locale, fallback?: string): string {
  const decl = findResource(ctx, resource);
  return decl ? labelIn(decl.recordLabel, locale) : (fallback ?? resource);
}

/** An instant as the server writes it (ISO 8601 with a time): shown as local YYYY-MM-DD HH:mm. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** Dates, times and numbers in the spec's display formats (R26, R27), as the lists show them. */
function formatted(text: string, field: string, spec: Field | undefined): string | undefined {
  if (spec?.kind === 'datetime' || INSTANT.test(text)) return formatDateTime(text);
  if (spec?.kind === 'date') return formatDate(text);
  if (spec?.kind === 'money' || spec?.kind === 'decimal' || spec?.kind === 'integer') return formatNumber(text, shownDecimals(field, spec));
  return undefined;
}

/** One plain value in words: an enum option's label, yes/no, a permission's label, a known code's words. */
function word(value: unknown, field: string, spec: Field | undefined, locale: Locale, words: Words): string {
  if (typeof value === 'boolean') return words(`${H}.${value ? 'yes' : 'no'}`) ?? String(value);
  const text = typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  const shown = formatted(text, field, spec);
  if (shown !== undefined) return shown;
  if (spec?.kind === 'enum') {
    const option = spec.options.find((o) => o.value === text);
    return option ? labelIn(option.label, locale) : text;
  }
  if (field === 'permissions') return permissionLabel(text, locale);
  return words(`${H}.values.${field}.${text}`) ?? text;
}

/** A value as text; a reference shows the referenced record's title the record carried. */
function show(record: Record<string, unknown>, field: string, spec: Field | undefined, locale: Locale, words: Words): string {
  const title = record[`${field}__title`];
  const value = title !== undefined && title !== null ? title : record[field];
  if (value === null || value === undefined || value === '') return EMPTY;
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    // A record's lines: their number (each line's change would drown the event).
    if (value.every(isObject)) return (words(`${H}.count_rows`) ?? '%{count}').replace('%{count}', String(value.length));
    return value.map((v) => word(v, field, spec, locale, words)).join(', ');
  }
  return word(value, field, spec, locale, words);
}

/** The changed fields, in the declaration's order first, then any others. */
export function changesOf(ctx: HistoryContext, resource: string, before: unknown, after: unknown, locale: Locale, words: Words): FieldChange[] {
  const b = isObject(before) ? before : {};
  const a = isObject(after) ? after : {};
  const fields = declaredFields(ctx, findResource(ctx, resource), resource);
  const keys = [...new Set([...Object.keys(fields), ...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !BOOKKEEPING.has(k) && !k.endsWith('__title') && (k in a || k in b),
  );
  const out: FieldChange[] = [];
  for (const field of keys) {
    const spec = fields[field];
    const was = field in b ? show(b, field, spec, locale, words) : EMPTY;
    const now = field in a ? show(a, field, spec, locale, words) : EMPTY;
    // Lines show as their number, so an edited line is told by the values themselves.
    const differs = was !== now || JSON.stringify(b[field]) !== JSON.stringify(a[field]);
    if (differs) out.push({ field, label: fieldLabel(ctx, resource, field, locale, words), before: was, after: now });
  }
  return out;
}

/**
 * An event's reason in words: a command's or transition's name as its label, a reason the server
 * writes in its module's words (src/schema/eventReasons.ts); a reason a person typed as written.
 */
export function reasonText(ctx: HistoryContext, resource: string, reason: string | null, locale: Locale): string {
  if (!reason) return '';
  const decl = findResource(ctx, resource);
  const transitions = Object.entries(decl?.states?.transitions ?? {});
  const declared = decl?.commands?.[reason]?.label ?? transitions.find(([name, t]) => (t.reason ?? name) === reason)?.[1].label;
  const words = declared ?? ctx.reasonWords(reason);
  return words ? labelIn(words, locale) : reason;
}

/** The record an event is about, by its title as the event's snapshot holds it; else its id. */
export function recordText(ctx: HistoryContext, resource: string, recordId: number | null, before: unknown, after: unknown): string {
  if (recordId === null) return '';
  const titleField = findResource(ctx, resource)?.titleField;
  const snapshot = [after, before].find((s) => isObject(s) && titleField && s[titleField] !== null && s[titleField] !== undefined && s[titleField] !== '') as Record<string, unknown> | undefined;
  if (!snapshot || !titleField) return `#${recordId}`;
  const title = snapshot[`${titleField}__title`] ?? snapshot[titleField];
  return typeof title === 'object' ? `#${recordId}` : String(title);
}
