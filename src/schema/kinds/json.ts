import * as yup from 'yup';
import { message } from '../messages';
import { jsonStorable } from '../storable';
import type { JsonField } from '../types';
import type { KindModule } from './types';
import { asIs, never } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

export const json: KindModule<JsonField> = {
  kind: 'json',
  shape: 'any',
  column: () => ({ type: 'jsonb' }),
  defaultFilters: DEFAULT_FILTERS.json,
  rule: (_field, ctx) =>
    yup
      .mixed()
      .transform((_v: unknown, original: unknown) => {
        if (original === '' || original === undefined) return null;
        if (typeof original !== 'string') return original;
        try {
          return JSON.parse(original);
        } catch {
          return Symbol.for('invalid-json');
        }
      })
      .nullable()
      // A NUL or a lone surrogate in any string: jsonb refuses the whole value.
      .test('json', message(ctx.locale, 'json', { label: ctx.label }), (v) => v !== Symbol.for('invalid-json') && jsonStorable(v)),
  parseFilter: () => {
    throw new Error('json fields are not filterable');
  },
  sortable: false,
  cellKey: false,
  exportCell: () => (value) => (typeof value === 'string' ? value : JSON.stringify(value)),
  importCell: () => asIs,
  fastAccept: () => never,
  openApi: () => ({ type: 'object' }),
};
