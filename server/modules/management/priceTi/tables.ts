// Indexes the price check needs beyond the declaration's own (one per reference).
import type { FeatureMigration } from '../../../db/featureMigration';

export const priceTiMigrations: FeatureMigration[] = [
  {
    name: 'price_ti_find_index',
    // The price check reads one material's rows of a key whose period covers a date.
    statements: ['create index if not exists price_ti_find on price_ti (material_id, valid_from, valid_to)'],
  },
];
