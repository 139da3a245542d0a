import type { MoneyField } from '../types';
import { NUMERIC_PRECISION } from '../storable';
import { numberFilter, numberRule } from './common';
import type { KindModule } from './types';

export const money: KindModule<MoneyField> = {
  kind: 'money',
  column: (field) => ({ type: `numeric(${NUMERIC_PRECISION}, ${field.scale})` }),
  defaultFilters: ['gte', 'lte', 'eq'],
  rule: (field, ctx) => numberRule(ctx, { min: field.min ?? 0, scale: field.scale }),
  parseFilter: (_f, raw) => numberFilter(raw),
};
