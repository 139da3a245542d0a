import type { IntegerField } from '../types';
import { MAX_WHOLE } from '../storable';
import { numberRule, wholeFilter } from './common';
import type { KindModule } from './types';
import { asIs, numberCell, numberCheck } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

export const integer: KindModule<IntegerField> = {
  kind: 'integer',
  shape: 'value',
  column: () => ({ type: 'bigint' }),
  defaultFilters: DEFAULT_FILTERS.integer,
  // A bigint column; beyond the safe integers JavaScript would round the value anyway.
  rule: (field, ctx) => numberRule(ctx, { min: field.min ?? -MAX_WHOLE, max: field.max ?? MAX_WHOLE, integer: true }),
  parseFilter: (_f, raw) => wholeFilter(raw),
  sortable: true,
  cellKey: true,
  exportCell: () => numberCell,
  importCell: () => asIs,
  fastAccept: (field) => numberCheck({ integer: true, min: field.min ?? -MAX_WHOLE, max: field.max ?? MAX_WHOLE }),
  openApi: () => ({ type: 'integer' }),
};
