import type { IntegerField } from '../types';
import { numberFilter, numberRule } from './common';
import type { KindModule } from './types';

export const integer: KindModule<IntegerField> = {
  kind: 'integer',
  column: () => ({ type: 'bigint' }),
  defaultFilters: ['eq', 'gte', 'lte'],
  rule: (field, ctx) => numberRule(ctx, { min: field.min, max: field.max, integer: true }),
  parseFilter: (_f, raw) => numberFilter(raw),
};
