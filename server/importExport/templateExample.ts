// The template's example row: one believable value per column (a code, a name, a number within its
// bounds, a date, an allowed enum label, an existing reference key), with a note saying it is
// skipped on import. The import recognises the row by its values (every column but references,
// whose example key may have changed since) and skips it; a file holding nothing else is refused
// with a message saying so, so an untouched template never creates a junk record.
import { sql, type Kysely } from 'kysely';
import { allows, labelIn, tableName, truncateUtf8, type Field, type Locale, type ResourceDeclaration } from '../../src/schema';
import { referenceKeyField } from '../../src/schema/cells';
import type { SheetColumn } from '../../src/schema/sheetColumns';
import type { UserInfo } from '../auth/principal';
import type { DB } from '../db/types';
import type { FindDeclaration } from './columns';
import { cellReader } from './importCells';
import type { Cell } from './writeSheet';

/** A fixed day, so the row read back can be compared with the example whenever it is imported. */
export const EXAMPLE_DATE = '2026-01-15';
const EXAMPLE_CODE = 'EXAMPLE-01';
const LOCALES: Locale[] = ['en-US', 'zh-CN'];

const within = (value: number, min?: number, max?: number) => Math.min(Math.max(value, min ?? -Infinity), max ?? Infinity);

function exampleText(decl: ResourceDeclaration, name: string, field: Extract<Field, { kind: 'text' }>, locale: Locale): string {
  const isCode = field.upperCase || decl.naturalKey?.includes(name) || field.pattern !== undefined;
  const text =
    field.format === 'email'
      ? 'someone@example.com'
      : field.format === 'url'
        ? 'https://example.com'
        : field.format === 'phone'
          ? '+86 21 5555 0100'
          : isCode
            ? EXAMPLE_CODE
            : locale === 'zh-CN'
              ? `示例${field.label.zh}`
              : `Example ${field.label.en.toLowerCase()}`;
  return truncateUtf8(text, field.maxBytes);
}

/** The declaration's own example (`example`): an enum's value shown as its label; references keep a real key. */
function declaredExample(field: Field | undefined, locale: Locale): Cell | undefined {
  const given = field?.example;
  if (given === undefined || field?.kind === 'reference' || field?.kind === 'multiReference') return undefined;
  if (typeof given === 'object') return labelIn(given, locale);
  if (field?.kind === 'enum') {
    const option = field.options.find((o) => o.value === given);
    return option ? labelIn(option.label, locale) : String(given);
  }
  return given;
}

/** One column's example cell; null where no single cell can show a believable value. */
export function exampleCell(decl: ResourceDeclaration, name: string, locale: Locale, referenceKey?: string): Cell {
  const field = decl.fields[name];
  const given = declaredExample(field, locale);
  if (given !== undefined) return given;
  switch (field?.kind) {
    case 'text':
      return exampleText(decl, name, field, locale);
    case 'integer':
      return Math.round(within(10, field.min, field.max));
    case 'decimal':
    case 'money': {
      const factor = 10 ** field.scale;
      return Math.round(within(12.5, field.min, 'max' in field ? field.max : undefined) * factor) / factor;
    }
    case 'boolean':
      return false;
    case 'date':
      return EXAMPLE_DATE;
    case 'datetime':
      return `${EXAMPLE_DATE}T09:00:00.000Z`;
    case 'enum':
      return field.options[0] ? labelIn(field.options[0].label, locale) : null;
    case 'reference':
    case 'multiReference':
      return referenceKey ?? EXAMPLE_CODE;
    default:
      return null;
  }
}

export const exampleRow = (decl: ResourceDeclaration, columns: SheetColumn[], locale: Locale, keys: ReadonlyMap<string, string>): Cell[] =>
  columns.map((col) => exampleCell(decl, col.name, locale, keys.get(col.name)));

/** An existing key of each referenced resource the user may read (the first record's), for the example. */
export async function exampleReferenceKeys(db: Kysely<DB>, decl: ResourceDeclaration, names: string[], find: FindDeclaration, user: UserInfo | undefined): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const name of names) {
    const field = decl.fields[name];
    if (field?.kind !== 'reference' && field?.kind !== 'multiReference') continue;
    const target = find(field.reference);
    const key = target && referenceKeyField(target);
    if (!target || !key || !user || !allows(user, target.access, 'read')) continue;
    const { rows } = await sql<{ key: string }>`select ${sql.ref(key)}::text as key from ${sql.table(tableName(target))} where ${sql.ref(key)} is not null order by id limit 1`.execute(db);
    if (rows[0]) keys.set(name, rows[0].key);
  }
  return keys;
}

const same = (a: unknown, b: unknown) => a === b || (a !== null && a !== undefined && typeof a !== 'object' && String(a) === String(b));

/**
 * Whether a row read from a file (field -> value as read from its cell) is the template's example
 * row, in either language: every example value of a non-reference column present, and equal.
 */
export function exampleMatcher(decl: ResourceDeclaration, fields: string[]): (input: Record<string, unknown>) => boolean {
  const compared = fields.filter((name) => decl.fields[name].kind !== 'reference' && decl.fields[name].kind !== 'multiReference');
  const examples = LOCALES.map((locale) =>
    compared.map((name) => {
      const cell = exampleCell(decl, name, locale);
      return cell === null ? null : cellReader(decl.fields[name])(cell, { date1904: false });
    }),
  );
  const checked = compared.filter((_, i) => examples[0][i] !== null);
  if (checked.length === 0) return () => false;
  return (input) => examples.some((example) => compared.every((name, i) => example[i] === null || same(input[name], example[i])));
}
