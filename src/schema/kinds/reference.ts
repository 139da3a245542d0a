import type { ReferenceField } from '../types';
import { MAX_WHOLE } from '../storable';
import { numberRule, wholeFilter } from './common';
import type { KindModule } from './types';

export const reference: KindModule<ReferenceField> = {
  kind: 'reference',
  column: (field) => ({ type: 'bigint', references: field.reference }),
  defaultFilters: ['eq', 'in'],
  // Existence is checked by the database's foreign key; the server words that error.
  rule: (_field, ctx) => numberRule(ctx, { integer: true, min: 1, max: MAX_WHOLE }),
  parseFilter: (_f, raw) => wholeFilter(raw),
};
