import * as yup from 'yup';
import { message } from '../messages';
import { isIsoDate, storableInstant } from '../storable';
import type { DateField } from '../types';
import type { KindModule } from './types';

export const date: KindModule<DateField> = {
  kind: 'date',
  column: () => ({ type: 'date' }),
  defaultFilters: ['gte', 'lte', 'eq'],
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
};
