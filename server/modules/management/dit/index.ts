import { defineServerModule } from '../../types';
import { registerDitRoutes } from './routes';
import { seedDits } from './seed';
import { ditMigrations } from './tables';

/** DIT: declared projects (MP date, archive); projects by BG, substitutes, forecast, RFQs and history, win rate. */
export default defineServerModule({
  name: 'management/dit',
  after: ['management/rfq', 'management/material', 'distribute/forecast'],
  register: registerDitRoutes,
  migrations: ditMigrations,
  seed: seedDits,
  demoGrants: { OP: ['manage-dit'], Manager: ['view-dit'] },
});
