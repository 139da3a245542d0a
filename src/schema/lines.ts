// Lines: child rows owned by a parent record (order items, ASN items and bags, price-draft items),
// declared as plain data on the parent (`ResourceDeclaration.lines`). The parent and its lines are
// saved together, each line checked by the same yup rules in the browser and on the server, and a
// line's error names its row the way spec rule R22 words it ("row N (item + 1) name: message").
import { labelIn } from './messages';
import type { LinesDeclaration, LinesMaxWhen, Locale, ResourceDeclaration } from './types';
import { lineColumns } from './linesOf';
import { recordSchema, validateRecord, type FieldError } from './validation';
import { writableFields } from './declare';
import { kindOf, valueText } from './kinds';

export type LineRow = Record<string, unknown>;

export { gridLinesOf, lineColumns, linesOf } from './linesOf';

// One line declaration per parent object and collection: the yup schema cache is per declaration object.
const lineDecls = new WeakMap<ResourceDeclaration, Map<string, ResourceDeclaration>>();

/**
 * The lines seen as a resource of their own (same access as the parent, no menu), so the field kinds,
 * the yup schema, the field guard and the reference titles work on lines unchanged. Field rights are
 * named `<table>.<field>`.
 */
export function lineDeclaration(parent: ResourceDeclaration, name: string): ResourceDeclaration {
  let byName = lineDecls.get(parent);
  if (!byName) lineDecls.set(parent, (byName = new Map()));
  const hit = byName.get(name);
  if (hit) return hit;
  const lines = parent.lines?.[name];
  if (!lines) throw new Error(`resource "${parent.name}" has no lines "${name}"`);
  const first = Object.keys(lines.fields)[0];
  const decl: ResourceDeclaration = {
    name: lines.table,
    table: lines.table,
    api: { base: `${parent.api.base}/{id}/lines` },
    route: parent.route,
    access: parent.access,
    menu: { ...parent.menu, hidden: true },
    label: lines.label,
    recordLabel: lines.label,
    fields: lines.fields,
    titleField: lines.titleField ?? first,
    list: { columns: lineColumns(lines), search: [], sort: { field: lines.orderField ?? 'id', order: 'ASC' } },
  };
  byName.set(name, decl);
  return decl;
}

/** The maximum number of lines for this parent, with its message; undefined when unlimited. */
export function lineMax(lines: LinesDeclaration, parent: Record<string, unknown>, locale: Locale): { max: number; message: string } | undefined {
  if (!lines.max) return undefined;
  const holds = (w: LinesMaxWhen) => {
    const value = parent[w.field];
    if (w.in?.some((v) => String(v) === valueText(value))) return true;
    return w.contains !== undefined && typeof value === 'string' && value.toLowerCase().includes(w.contains.toLowerCase());
  };
  const rule = lines.max.when?.find(holds) ?? lines.max;
  return { max: rule.count, message: labelIn(rule.message, locale).replaceAll('%{max}', String(rule.count)) };
}

interface RowWords {
  row: (n: number, name: string, message: string) => string;
  duplicate: (label: string) => string;
  unknown: () => string;
  notRows: () => string;
  locked: () => string;
}

const rowWords: Record<Locale, RowWords> = {
  'en-US': {
    row: (n, name, message) => `Row ${n}${name ? ` ${name}` : ''}: ${message}`,
    duplicate: (label) => `${label} is already on another row`,
    unknown: () => 'this line does not belong to the record (it may have been removed); reload and try again',
    notRows: () => 'The lines must be a list of rows',
    locked: () => 'this line is locked and cannot be changed or removed',
  },
  'zh-CN': {
    row: (n, name, message) => `第 ${n} 行${name ? ` ${name}` : ''}：${message}`,
    duplicate: (label) => `${label}与其他行重复`,
    unknown: () => '此行不属于该记录（可能已被删除），请刷新后重试',
    notRows: () => '明细必须是行的列表',
    locked: () => '此行已锁定，不能修改或删除',
  },
};

/** R22: "row N (item + 1) name: message", N counting from 1 over the item's 0-based index. */
export const rowMessage = (locale: Locale, index: number, name: string, message: string) => rowWords[locale].row(index + 1, name, message);

export const lineWords = (locale: Locale) => rowWords[locale];

/** The error key of one line's field, as the form holds it: `items.2.qty`. */
export const lineErrorField = (linesName: string, index: number, field: string) => `${linesName}.${index}.${field}`;

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/**
 * Checks every line (all rows, not only the first bad one) with the line declaration's yup rules, the
 * declared unique fields and the maximum; a row with an `id` is a partial update of that line. Each
 * error names its row (R22) and carries `row` (1-based) and `field` (`items.2.qty`).
 */
/**
 * How a row is named in its messages: its title field, or for a reference the title read with it
 * (`<field>__title`); never a bare id, which means nothing to a clerk ("Row 1 97: ...").
 */
function rowTitle(lines: NonNullable<ResourceDeclaration['lines']>[string], row: LineRow): string {
  const field = lines.titleField;
  if (!field) return '';
  const read = row[`${field}__title`];
  if (present(read)) return valueText(read);
  return lines.fields[field]?.kind === 'reference' ? '' : valueText(row[field]);
}

export async function validateLines(
  parentDecl: ResourceDeclaration,
  name: string,
  rows: LineRow[],
  parent: Record<string, unknown>,
  locale: Locale,
): Promise<{ ok: true; values: LineRow[] } | { ok: false; errors: FieldError[] }> {
  const lines = parentDecl.lines![name];
  const decl = lineDeclaration(parentDecl, name);
  const errors: FieldError[] = [];
  const values: LineRow[] = [];
  const limit = lineMax(lines, parent, locale);
  if (limit && rows.length > limit.max) errors.push({ field: name, message: limit.message });
  const seen = new Map<string, number>();
  const fastSeen = new Map<string, unknown>();
  for (const [index, row] of rows.entries()) {
    const title = rowTitle(lines, row);
    const checked = fastRow(decl, row, present(row.id), fastSeen) ?? (await validateRecord(decl, row, { locale, partial: present(row.id) }));
    if (!checked.ok) {
      for (const e of checked.errors) errors.push({ field: lineErrorField(name, index, e.field), row: index + 1, message: rowMessage(locale, index, title, e.message) });
      continue;
    }
    for (const f of lines.unique ?? []) {
      if (!present(checked.value[f])) continue;
      const key = `${f}\u0000${String(checked.value[f])}`;
      if (seen.has(key)) {
        const msg = rowWords[locale].duplicate(labelIn(lines.fields[f].label, locale));
        errors.push({ field: lineErrorField(name, index, f), row: index + 1, message: rowMessage(locale, index, title, msg) });
      } else seen.set(key, index);
    }
    values.push(present(row.id) ? { ...checked.value, id: row.id } : checked.value);
  }
  return errors.length ? { ok: false, errors } : { ok: true, values };
}

/**
 * A row checked field by field without the object schema: each value is taken when its kind's
 * `fastAccept` (the import engine's check: only what the rule gives back unchanged) takes it, else by
 * the field's own rule, run once per distinct value of the call (`seen`: a 500-line order repeats its
 * dates and prices). Undefined when anything is doubtful (a blank required field, a default to fill,
 * a refused value): the whole-row check then decides and words the message.
 */
function fastRow(decl: ResourceDeclaration, row: LineRow, partial: boolean, seen: Map<string, unknown>): { ok: true; value: Record<string, unknown> } | undefined {
  const value: Record<string, unknown> = {};
  for (const f of fastPlan(decl)) {
    const raw = row[f.name];
    if (raw === undefined || !Object.prototype.hasOwnProperty.call(row, f.name)) {
      if (!partial && f.needed) return undefined;
      continue;
    }
    if (f.required && !present(raw)) return undefined;
    const accepted = f.accept(raw);
    if (accepted) {
      value[f.name] = accepted.value;
      continue;
    }
    if (raw !== null && typeof raw === 'object') return undefined;
    const key = `${f.name}\u0000${typeof raw}\u0000${String(raw)}`;
    if (!seen.has(key)) {
      try {
        seen.set(key, f.rule.validateSync(raw));
      } catch {
        return undefined;
      }
    }
    value[f.name] = seen.get(key);
  }
  return { ok: true, value };
}

interface FastField {
  name: string;
  required: boolean;
  /** Left out of a new row, it needs the whole-row check (required, or a default to fill). */
  needed: boolean;
  accept: (raw: unknown) => { value: unknown } | undefined;
  rule: { validateSync: (v: unknown) => unknown };
}

/** Per declaration, what fastRow checks each writable field with: built once, not per row and field. */
const fastPlans = new WeakMap<ResourceDeclaration, FastField[]>();

function fastPlan(decl: ResourceDeclaration): FastField[] {
  let plan = fastPlans.get(decl);
  if (!plan) {
    const shape = recordSchema(decl).fields as unknown as Record<string, FastField['rule']>;
    plan = writableFields(decl).map((name) => {
      const field = decl.fields[name];
      const accept = kindOf(field).fastAccept(field) as FastField['accept'];
      return { name, required: !!field.required, needed: !!field.required || field.defaultValue !== undefined, accept, rule: shape[name] };
    });
    fastPlans.set(decl, plan);
  }
  return plan;
}

/** The running total of a numeric line field (blank and unparsable cells count as 0). */
export function lineTotal(rows: LineRow[], field: string): number {
  let sum = 0;
  for (const row of rows) {
    const n = Number(String(row[field] ?? '').replace(/[,\s]/g, ''));
    if (Number.isFinite(n)) sum += n;
  }
  return sum;
}
