import * as yup from 'yup';
import { message } from '../messages';
import { parseIsoDateTime, storableInstant } from '../storable';
import type { DateTimeField } from '../types';
import type { KindModule } from './types';

/** ISO 8601 text only: JavaScript's Date also reads "1" or "May 2024", which PostgreSQL refuses. */
function toIso(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const iso = raw instanceof Date ? storableInstant(raw) : typeof raw === 'string' ? parseIsoDateTime(raw) : undefined;
  return iso ?? 'invalid';
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
