import type { DecimalField } from '../types';
import { NUMERIC_PRECISION } from '../storable';
import { numberFilter, numberRule } from './common';
import type { KindModule } from './types';

export const decimal: KindModule<DecimalField> = {
  kind: 'decimal',
  column: (field) => ({ type: `numeric(${NUMERIC_PRECISION}, ${field.scale})` }),
  defaultFilters: ['eq', 'gte', 'lte'],
  rule: (field, ctx) => numberRule(ctx, { min: field.min, max: field.max, scale: field.scale }),
  parseFilter: (_f, raw) => numberFilter(raw),
};
