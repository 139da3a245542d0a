import * as yup from 'yup';
import { message } from '../messages';
import type { JsonField } from '../types';
import type { KindModule } from './types';

export const json: KindModule<JsonField> = {
  kind: 'json',
  column: () => ({ type: 'jsonb' }),
  defaultFilters: [],
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
      .test('json', message(ctx.locale, 'json', { label: ctx.label }), (v) => v !== Symbol.for('invalid-json')),
  parseFilter: () => {
    throw new Error('json fields are not filterable');
  },
};
