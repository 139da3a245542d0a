import { defineServerModule } from '../../types';
import { registerLookupRoutes } from './routes';
import { lookupMigrations } from './tables';

/** The common lookups (code info, options, constants) and each user's data scope. */
export default defineServerModule({ name: 'system/lookups', register: registerLookupRoutes, migrations: lookupMigrations });
