import * as yup from 'yup';
import { message } from '../messages';
import { isIsoDate, storableInstant } from '../storable';
import type { DateField } from '../types';
import type { KindModule } from './types';
import { excelSerialToIso, never } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day stays that day: reading "2026-03-01T00:00Z" as a Date could shift it by the time zone. */
function dateText(value: unknown): string {
  if (value instanceof Date) return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  return String(value).slice(0, 10);
}

export const date: KindModule<DateField> = {
  kind: 'date',
  shape: 'value',
  column: () => ({ type: 'date' }),
  defaultFilters: DEFAULT_FILTERS.date,
  rule: (_field, ctx) =>
    yup
      .string()
      .transform((_v: unknown, original: unknown) => {
        if (original === undefined || original === null || original === '') return null;
        if (original instanceof Date) return storableInstant(original)?.slice(0, 10) ?? 'invalid';
        return String(original).trim().slice(0, 10);
      })
      .nullable()
      .test('date', message(ctx.locale, 'date', { label: ctx.label }), (v) => v === null || v === undefined || isIsoDate(v)),
  parseFilter: (_f, raw) => {
    if (!isIsoDate(raw)) throw new Error('not a date');
    return raw;
  },
  sortable: true,
  cellKey: true,
  exportCell: () => dateText,
  importCell: () => (cell, ctx) => (typeof cell === 'number' ? excelSerialToIso(cell, ctx.date1904).slice(0, 10) : cell),
  fastAccept: () => never,
  openApi: () => ({ type: 'string', format: 'date' }),
};
