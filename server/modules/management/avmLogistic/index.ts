import { defineServerModule } from '../../types';
import { registerAvmLogisticRoutes } from './routes';
import { seedAvmLogistic } from './seed';

/** AVM logistic: the month's freight bill allocated to the business groups by shipped amount; export and download. */
export default defineServerModule({
  name: 'management/avmLogistic',
  demoGrants: { OP: ['manage-avm-logistic'] },
  after: ['shipment/customerOrder'],
  register: registerAvmLogisticRoutes,
  seed: seedAvmLogistic,
  migrations: [{ name: 'feature avm logistic: defaults', statements: [`alter table avm_logistic alter column status set default 'draft'`, `alter table avm_logistic alter column line_count set default 0`] }],
});
