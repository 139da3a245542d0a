import type { ReferenceField } from '../types';
import { MAX_WHOLE } from '../storable';
import { numberRule, wholeFilter } from './common';
import type { KindModule } from './types';
import { numberCell, numberCheck } from './cellRules';
import { DEFAULT_FILTERS } from './filters';

export const reference: KindModule<ReferenceField> = {
  kind: 'reference',
  shape: 'value',
  column: (field) => ({ type: 'bigint', references: field.reference }),
  defaultFilters: DEFAULT_FILTERS.reference,
  // Existence is checked by the database's foreign key; the server words that error.
  rule: (_field, ctx) => numberRule(ctx, { integer: true, min: 1, max: MAX_WHOLE }),
  parseFilter: (_f, raw) => wholeFilter(raw),
  sortable: true,
  cellKey: false,
  // A dangling or key-less reference keeps its id, which an import also accepts.
  exportCell: (_field, referenceText) => (value, known) => {
    const text = known ?? referenceText?.(value);
    return text === null || text === undefined ? numberCell(value) : String(text);
  },
  // The referenced record's key: the import resolves keys to ids in bulk.
  importCell: () => (cell) => String(cell),
  fastAccept: () => numberCheck({ integer: true, min: 1, max: MAX_WHOLE }),
  openApi: () => ({ type: 'integer' }),
};
