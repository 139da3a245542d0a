// Every field kind, collected in one place. Adding a kind: write its module (column, rule, filters,
// sorting, file cells both ways, the import's fast check, OpenAPI type), add it here and to
// KindName/Field in ../types.ts, and add its view module in src/views/fields. Generic code asks
// the kind; it never switches on kind names.
import type { Field, KindName } from '../types';
import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { decimal } from './decimal';
import { enumKind } from './enum';
import { file } from './file';
import { integer } from './integer';
import { json } from './json';
import { money } from './money';
import { multiReference } from './multiReference';
import { reference } from './reference';
import { text } from './text';
import type { KindModule } from './types';

export const kinds: { [K in KindName]: KindModule<Extract<Field, { kind: K }>> } = {
  text,
  integer,
  decimal,
  money,
  boolean,
  date,
  datetime,
  enum: enumKind,
  reference,
  multiReference,
  json,
  file,
};

export function kindOf<F extends Field>(field: F): KindModule<F> {
  return kinds[field.kind] as unknown as KindModule<F>;
}

/** Lists may sort by it: its kind can be sorted and the declaration does not say otherwise. */
export function isSortable(field: Field): boolean {
  return field.sortable !== false && kindOf(field).sortable;
}

/** Stored as jsonb: written as JSON text. */
export const isJsonColumn = (field: Field | undefined) => field !== undefined && kindOf(field).column(field).type === 'jsonb';

export type { Cell, CellConverter, ColumnSpec, FastAccept, ImportCell, KindModule, ReferenceText, RuleContext } from './types';
export { fitsShape, SHAPE_MESSAGES, valueText, type ValueShape } from './shapes';
