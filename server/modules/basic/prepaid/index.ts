import { defineServerModule } from '../../types';
import { registerPrepaidRoutes } from './routes';

/** Prepaid materials: the initial unit price. */
export default defineServerModule({ name: 'basic/prepaid', register: registerPrepaidRoutes });
