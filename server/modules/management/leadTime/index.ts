import { defineServerModule } from '../../types';
import { registerLeadTimeRoutes } from './routes';
import { seedLeadTime } from './seed';

/** Lead-time tasks: the cost-book and TI uploads, save, confirm (to the material master), export, delete. */
export default defineServerModule({
  name: 'management/leadTime',
  demoGrants: { OP: ['manage-leadtime-manager'], Manager: ['manage-leadtime-viewer'] },
  after: ['shipment/rma'], // its demo files go to the logistics file store
  register: registerLeadTimeRoutes,
  seed: seedLeadTime,
  // Status and count are read-only to clients: a new task takes them from the database.
  migrations: [{ name: 'feature logistics: leadtime_task defaults', statements: [`alter table leadtime_task alter column status set default 'open'`, `alter table leadtime_task alter column item_count set default 0`] }],
});
