import { defineServerModule } from '../../types';
import { registerEsdRoutes } from './esdRoutes';
import { seedSwaps } from './seed';
import { registerSwapRoutes } from './swapRoutes';
import { swapMigrations } from './tables';

/** Swaps: requests between forecast items and ESD swaps between backlog lines, their review, demo swaps. */
export default defineServerModule({
  name: 'distribute/swap',
  after: ['distribute/forecast', 'distribute/backlog'],
  register: (app, ctx) => {
    registerSwapRoutes(app, ctx);
    registerEsdRoutes(app, ctx);
  },
  migrations: swapMigrations,
  seed: seedSwaps,
  demoGrants: { OP: ['create-swap'], Manager: ['backlog-swap'] },
});
