import { defineServerModule } from '../../types';
import { registerRmaRoutes } from './routes';
import { seedRma } from './seed';
import { storedFileMigrations } from './storedFiles';

/** RMA tasks: the spec's task calls, the notify and callback uploads; the logistics file store. */
export default defineServerModule({ name: 'shipment/rma', demoGrants: { OP: ['manage-rma-manager'] }, register: registerRmaRoutes, migrations: storedFileMigrations, seed: seedRma });
