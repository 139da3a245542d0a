import * as yup from 'yup';
import { message } from '../messages';
import type { BooleanField } from '../types';
import type { KindModule } from './types';
import { asIs, never } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

const TRUE = new Set(['true', '1', 'yes', 'y', '是']);
const FALSE = new Set(['false', '0', 'no', 'n', '否']);

function toBoolean(raw: unknown): unknown {
  if (typeof raw === 'boolean' || raw === null) return raw;
  if (raw === undefined || raw === '') return null;
  const s = String(raw).trim().toLowerCase();
  if (TRUE.has(s)) return true;
  if (FALSE.has(s)) return false;
  return raw;
}

export const boolean: KindModule<BooleanField> = {
  kind: 'boolean',
  shape: 'value',
  column: () => ({ type: 'boolean' }),
  defaultFilters: DEFAULT_FILTERS.boolean,
  rule: (_field, ctx) =>
    yup
      .boolean()
      .transform((_v: unknown, original: unknown) => toBoolean(original))
      .nullable()
      .typeError(message(ctx.locale, 'boolean', { label: ctx.label })),
  parseFilter: (_f, raw) => {
    const v = toBoolean(raw);
    if (typeof v !== 'boolean') throw new Error('not a boolean');
    return v;
  },
  sortable: true,
  cellKey: true,
  // true/false cells; anything else (a value the database should not hold) is written as text.
  exportCell: () => (value) => (typeof value === 'boolean' ? value : String(value)),
  importCell: () => asIs,
  fastAccept: () => never,
  openApi: () => ({ type: 'boolean' }),
};
