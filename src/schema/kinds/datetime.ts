import * as yup from 'yup';
import { message } from '../messages';
import { parseIsoDateTime, storableInstant } from '../storable';
import type { DateTimeField } from '../types';
import type { KindModule } from './types';
import { excelSerialToIso, never } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

/** ISO 8601 text only: JavaScript's Date also reads "1" or "May 2024", which PostgreSQL refuses. */
function toIso(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const iso = raw instanceof Date ? storableInstant(raw) : typeof raw === 'string' ? parseIsoDateTime(raw) : undefined;
  return iso ?? 'invalid';
}

export const datetime: KindModule<DateTimeField> = {
  kind: 'datetime',
  shape: 'value',
  column: () => ({ type: 'timestamptz' }),
  defaultFilters: DEFAULT_FILTERS.datetime,
  rule: (_field, ctx) =>
    yup
      .string()
      .transform((_v: unknown, original: unknown) => toIso(original))
      .nullable()
      .test('datetime', message(ctx.locale, 'datetime', { label: ctx.label }), (v) => v !== 'invalid'),
  parseFilter: (_f, raw) => {
    const iso = toIso(raw);
    if (!iso || iso === 'invalid') throw new Error('not a date-time');
    return iso;
  },
  sortable: true,
  cellKey: false,
  exportCell: () => (value) => (value instanceof Date ? value.toISOString() : String(value)),
  importCell: () => (cell, ctx) => (typeof cell === 'number' ? excelSerialToIso(cell, ctx.date1904) : cell),
  fastAccept: () => never,
  openApi: () => ({ type: 'string', format: 'date-time' }),
};
