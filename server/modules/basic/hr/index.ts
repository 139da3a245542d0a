import { defineServerModule } from '../../types';
import { vendorRatioMigrations } from './tables';
import { registerVendorRatioRoutes } from './vendorRatio';

/** HR master data's calls beyond CRUD: the vendor-ratio grid and its audit. */
export default defineServerModule({ name: 'basic/hr', register: registerVendorRatioRoutes, migrations: vendorRatioMigrations });
