import * as yup from 'yup';
import { message } from '../messages';
import type { DateField } from '../types';
import type { KindModule } from './types';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export const date: KindModule<DateField> = {
  kind: 'date',
  column: () => ({ type: 'date' }),
  defaultFilters: ['gte', 'lte', 'eq'],
  rule: (_field, ctx) =>
    yup
      .string()
      .transform((_v: unknown, original: unknown) => {
        if (original === undefined || original === null || original === '') return null;
        if (original instanceof Date) return Number.isNaN(original.getTime()) ? 'invalid' : original.toISOString().slice(0, 10);
        return String(original).trim().slice(0, 10);
      })
      .nullable()
      .test('date', message(ctx.locale, 'date', { label: ctx.label }), (v) => v === null || v === undefined || isIsoDate(v)),
  parseFilter: (_f, raw) => {
    if (!isIsoDate(raw)) throw new Error('not a date');
    return raw;
  },
};
