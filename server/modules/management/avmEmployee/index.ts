import { defineServerModule } from '../../types';
import { registerAvmEmployeeRoutes } from './routes';
import { seedAvmEmployee } from './seed';
import { avmEmployeeMigrations } from './tables';

/** AVM employee: each account manager's monthly sell, rebate, purchase cost, margin and commission from the AVM reconciliations; the reconciliation summary. */
export default defineServerModule({
  name: 'management/avmEmployee',
  demoGrants: { OP: ['manage-avm-reconciliation-summary'], Manager: ['manage-avm-reconciliation-summary'] },
  after: ['management/avmPurchase', 'management/avmSell', 'management/avmRebate'],
  register: registerAvmEmployeeRoutes,
  migrations: avmEmployeeMigrations,
  seed: seedAvmEmployee,
});
