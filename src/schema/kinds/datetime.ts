import * as yup from 'yup';
import { message } from '../messages';
import type { DateTimeField } from '../types';
import type { KindModule } from './types';

function toIso(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const d = raw instanceof Date ? raw : new Date(String(raw));
  return Number.isNaN(d.getTime()) ? 'invalid' : d.toISOString();
}

export const datetime: KindModule<DateTimeField> = {
  kind: 'datetime',
  column: () => ({ type: 'timestamptz' }),
  defaultFilters: ['gte', 'lte'],
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
};
