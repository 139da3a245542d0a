import type { DecimalField } from '../types';
import { numberFilter, numberRule } from './common';
import type { KindModule } from './types';

export const decimal: KindModule<DecimalField> = {
  kind: 'decimal',
  column: (field) => ({ type: `numeric(20, ${field.scale})` }),
  defaultFilters: ['eq', 'gte', 'lte'],
  rule: (field, ctx) => numberRule(ctx, { min: field.min, max: field.max, scale: field.scale }),
  parseFilter: (_f, raw) => numberFilter(raw),
};
