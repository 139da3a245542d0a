// Every field kind, collected in one place. Adding a kind: write its module, add it here,
// and add its view module in src/views/fields.
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

export type { ColumnSpec, KindModule, RuleContext } from './types';
