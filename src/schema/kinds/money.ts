import type { MoneyField } from '../types';
import { NUMERIC_PRECISION } from '../storable';
import { numberFilter, numberRule } from './common';
import type { KindModule } from './types';
import { asIs, numberCell, numberCheck } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

export const money: KindModule<MoneyField> = {
  kind: 'money',
  shape: 'value',
  column: (field) => ({ type: `numeric(${NUMERIC_PRECISION}, ${field.scale})` }),
  defaultFilters: DEFAULT_FILTERS.money,
  rule: (field, ctx) => numberRule(ctx, { min: field.min ?? 0, scale: field.scale }),
  parseFilter: (_f, raw) => numberFilter(raw),
  sortable: true,
  cellKey: true,
  exportCell: () => numberCell,
  importCell: () => asIs,
  fastAccept: (field) => numberCheck({ min: field.min ?? 0, scale: field.scale }),
  openApi: () => ({ type: 'number' }),
};
