// The rows of a file -> checked records, or every problem with its row and field. Nothing is written
// here: a file with any problem is refused as a whole.
import type { Kysely } from 'kysely';
import { message, type Locale, type ResourceDeclaration } from '../../src/schema';
import type { DB } from '../db/types';
import { ApiError } from '../http/errors';
import { fieldLabel, importableFields, mapHeader, type FindDeclaration } from './columns';
import { cellReader } from './importCells';
import { ieText, joinLabels } from './messages';
import { ImportProblems } from './problems';
import { cellValue, type SheetRows } from './readSheet';
import { referenceResolver, type KeyIds } from './references';
import { rowValidator } from './rowValidator';
import { exampleMatcher } from './templateExample';

export interface ImportRecord {
  row: number;
  values: Record<string, unknown>;
}

export interface ImportPlan {
  /** Fields the file has a column for: written on insert and on update. */
  fileColumns: string[];
  /** Fields the file has no column for but that have a default: written on insert only. */
  defaultColumns: string[];
  records: ImportRecord[];
}

type Input = Record<string, unknown>;
type ResolvedReferences = Map<string, { ids: KeyIds; normalize: (key: string) => string }>;

function readInputs(decl: ResourceDeclaration, sheet: SheetRows, columns: Map<number, string>, defaultColumns: string[]): Input[] {
  const ctx = { date1904: sheet.date1904 };
  const readers = new Map([...columns.values()].map((name) => [name, cellReader(decl.fields[name])]));
  return sheet.rows.map((row) => {
    const input: Input = {};
    for (const [index, name] of columns) {
      const field = decl.fields[name];
      const value = readers.get(name)!(cellValue(row.cells[index]), ctx);
      input[name] = value === null && field.defaultValue !== undefined ? field.defaultValue : value;
    }
    for (const name of defaultColumns) input[name] = decl.fields[name].defaultValue;
    return input;
  });
}

/** Every distinct key of every reference column, resolved to ids in bulk before the rows are checked. */
async function resolveAll(db: Kysely<DB>, decl: ResourceDeclaration, fileColumns: string[], inputs: Input[], find: FindDeclaration) {
  const resolved: ResolvedReferences = new Map();
  for (const name of fileColumns) {
    const field = decl.fields[name];
    if (field.kind !== 'reference' && field.kind !== 'multiReference') continue;
    const resolver = referenceResolver(field, find);
    const keys = new Set<string>();
    for (const input of inputs) {
      const value = input[name];
      for (const key of Array.isArray(value) ? value : value === null || value === undefined ? [] : [value]) keys.add(resolver.normalize(String(key)));
    }
    resolved.set(name, { ids: await resolver.resolve(db, keys), normalize: resolver.normalize });
  }
  return resolved;
}

const isBlank = (value: unknown) => value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/** Swaps the keys of a row's reference cells for ids; a key naming no record (or several) is a problem. */
function applyReferences(input: Input, row: number, references: ResolvedReferences, flagged: Set<string>, problems: ImportProblems, decl: ResourceDeclaration, locale: Locale) {
  for (const [name, { ids, normalize }] of references) {
    if (flagged.has(name) || isBlank(input[name])) continue;
    const found: number[] = [];
    for (const key of (Array.isArray(input[name]) ? input[name] : [input[name]]) as string[]) {
      const matches = ids.get(normalize(key)) ?? [];
      if (matches.length !== 1) {
        const label = fieldLabel(decl.fields[name], locale);
        problems.add(row, name, ieText(locale, matches.length ? 'ambiguousReference' : 'unknownReference', { label, value: key }));
        flagged.add(name);
        break;
      }
      found.push(matches[0]);
    }
    if (flagged.has(name)) delete input[name];
    else input[name] = decl.fields[name].kind === 'reference' ? found[0] : found;
  }
}

/** Takes the checked records a batch at a time while the rest are checked (none once a row has a problem). */
export interface CheckedSink {
  size(columnCount: number): number;
  take(plan: ImportPlan, records: ImportRecord[]): void;
}

export async function planImport(db: Kysely<DB>, decl: ResourceDeclaration, sheet: SheetRows, find: FindDeclaration, locale: Locale, sink?: CheckedSink): Promise<ImportPlan> {
  const columns = mapHeader(decl, sheet.header.map(cellValue));
  const fileColumns = [...new Set(columns.values())];
  const keyFields = decl.naturalKey ?? [];
  const absentKeys = keyFields.filter((name) => !fileColumns.includes(name));
  if (absentKeys.length) {
    const labels = joinLabels(locale, absentKeys.map((name) => `"${fieldLabel(decl.fields[name], locale)}"`));
    throw new ApiError(400, ieText(locale, 'keyColumnMissing', { labels }));
  }
  const defaultColumns = importableFields(decl).filter((name) => !fileColumns.includes(name) && decl.fields[name].defaultValue !== undefined);
  const required = importableFields(decl).filter((name) => decl.fields[name].required);
  const inputs = readInputs(decl, sheet, columns, defaultColumns);
  // The template's example row is skipped; a file of nothing else says so rather than importing it.
  const isExample = exampleMatcher(decl, fileColumns);
  const examples = new Set(inputs.flatMap((input, i) => (isExample(input) ? [i] : [])));
  if (examples.size > 0 && examples.size === inputs.length) throw new ApiError(400, ieText(locale, 'exampleOnly'));
  const references = await resolveAll(db, decl, fileColumns, inputs, find);

  const validate = rowValidator(decl, locale);
  const problems = new ImportProblems(locale);
  const records: ImportRecord[] = [];
  const plan: ImportPlan = { fileColumns, defaultColumns, records };
  const size = sink?.size(fileColumns.length + defaultColumns.length) ?? 0;
  let taken = 0;
  const firstRowOfKey = new Map<string, number>();
  for (let i = 0; i < inputs.length; i++) {
    // Checking is synchronous work: let other requests in between every thousand rows.
    if (i % 1000 === 999) await new Promise((resolve) => setImmediate(resolve));
    if (examples.has(i)) continue;
    const input = inputs[i];
    const row = sheet.rows[i].number;
    const flagged = new Set<string>();
    // The key as the file writes it (before references become ids), for the duplicate message.
    const keyText = keyFields.map((name) => String(input[name])).join(' / ');

    // The spec's required-field check, on what the file gives (after defaults).
    const missing = required.filter((name) => isBlank(input[name]));
    if (missing.length) {
      problems.missing(
        row,
        missing.map((name) => {
          const label = fieldLabel(decl.fields[name], locale);
          return { name, label, message: message(locale, 'required', { label }) };
        }),
      );
      missing.forEach((name) => flagged.add(name));
    }
    applyReferences(input, row, references, flagged, problems, decl, locale);

    const checked = validate(input);
    const result = checked instanceof Promise ? await checked : checked;
    if (!result.ok) {
      for (const error of result.errors) if (!flagged.has(error.field)) problems.add(row, error.field, error.message);
      continue;
    }
    if (flagged.size) continue;

    if (keyFields.length) {
      const key = JSON.stringify(keyFields.map((name) => result.value[name]));
      const first = firstRowOfKey.get(key);
      if (first !== undefined) {
        problems.add(row, keyFields[0], ieText(locale, 'duplicateKey', { value: keyText, first }));
        continue;
      }
      firstRowOfKey.set(key, row);
    }
    const values: Record<string, unknown> = {};
    for (const name of [...fileColumns, ...defaultColumns]) values[name] = result.value[name];
    records.push({ row, values });
    if (sink && !problems.any && records.length - taken === size) {
      sink.take(plan, records.slice(taken));
      taken = records.length;
    }
  }
  if (problems.any) throw problems.toError();
  if (sink && records.length > taken) sink.take(plan, records.slice(taken));
  return plan;
}
