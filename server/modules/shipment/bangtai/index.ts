import { defineServerModule } from '../../types';
import { seedBangtai } from './seed';
import { registerBangtaiStatusRoutes } from './statusRoutes';
import { bangtaiMigrations } from './tables';

/** The 3PL warehouse (Bangtai): the notices' status edit, which moves the warehouse's stock. */
export default defineServerModule({ name: 'shipment/bangtai', migrations: bangtaiMigrations, register: registerBangtaiStatusRoutes, seed: seedBangtai });
