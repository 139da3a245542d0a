import { defineServerModule } from '../../types';
import { seedBangtai } from './seed';
import { registerBangtaiStatusRoutes } from './statusRoutes';
import { bangtaiMigrations } from './tables';

/** The 3PL warehouse (Bangtai): the notices' status edit, which moves the warehouse's stock. */
export default defineServerModule({ name: 'shipment/bangtai', demoGrants: { OP: ['manage-bangtai-inventory'], Manager: ['view-bangtai-inventory', 'view-inventory-history'] }, migrations: bangtaiMigrations, register: registerBangtaiStatusRoutes, seed: seedBangtai });
