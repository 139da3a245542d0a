// Every field kind's view module, keyed by kind. Adding a kind: its schema module in src/schema/kinds,
// its view module here.
import type { Field, KindName } from '../../schema';
import { boolean } from './boolean';
import { date } from './date';
import { datetime } from './datetime';
import { decimal } from './decimal';
import { enumView } from './enum';
import { file } from './file';
import { integer } from './integer';
import { json } from './json';
import { money } from './money';
import { multiReference } from './multiReference';
import { reference } from './reference';
import { text } from './text';
import type { FieldKindView } from './types';

export const fieldViews: { [K in KindName]: FieldKindView<Extract<Field, { kind: K }>> } = {
  text,
  integer,
  decimal,
  money,
  boolean,
  date,
  datetime,
  enum: enumView,
  reference,
  multiReference,
  json,
  file,
};

export function viewOf<F extends Field>(field: F): FieldKindView<F> {
  return fieldViews[field.kind] as unknown as FieldKindView<F>;
}

export type { FieldFilterProps, FieldInputProps, FieldKindView, FieldViewProps } from './types';
