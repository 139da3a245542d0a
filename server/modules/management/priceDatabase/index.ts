import { defineServerModule } from '../../types';
import { seedPriceDatabase } from './seed';
import { registerPriceDatabaseUpload } from './uploadRoute';

/** The market price database: generic routes from the declaration, the spec's upload call, demo rows. */
export default defineServerModule({
  name: 'management/priceDatabase',
  demoGrants: { OP: ['manage-price-database'] },
  register: registerPriceDatabaseUpload,
  seed: seedPriceDatabase,
});
