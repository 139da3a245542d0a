// The list column each kind gives by default: plain data, read by the generic list only
// (src/views/list/columnStyles.ts). A declaration overrides it per field with `column`.
import type { ColumnHint, Field, KindName } from '../types';

/** Text up to this many bytes is a code or short name: shown whole, never wrapped. */
const SHORT_TEXT_BYTES = 40;

export const COLUMN_HINTS: { readonly [K in KindName]: ColumnHint } = {
  text: { align: 'left', wrap: false, maxWidth: 280 },
  integer: { align: 'right', wrap: false, tabular: true },
  decimal: { align: 'right', wrap: false, tabular: true },
  money: { align: 'right', wrap: false, tabular: true },
  boolean: { align: 'center', wrap: false },
  date: { align: 'left', wrap: false, minWidth: 96 },
  datetime: { align: 'left', wrap: false, minWidth: 140 },
  enum: { align: 'left', wrap: false, maxWidth: 160 },
  reference: { align: 'left', wrap: false, maxWidth: 220 },
  multiReference: { align: 'left', wrap: false, maxWidth: 260 },
  json: { align: 'left', wrap: false, maxWidth: 200 },
  file: { align: 'left', wrap: false, maxWidth: 200 },
};

/** The column of one field: its kind's, short text kept whole, then the declaration's own. */
export function columnHint(field: Field): ColumnHint {
  const base = COLUMN_HINTS[field.kind];
  const short = field.kind === 'text' && !field.multiline && field.maxBytes > 0 && field.maxBytes <= SHORT_TEXT_BYTES;
  return { ...base, ...(short ? { maxWidth: undefined } : {}), ...field.column };
}
