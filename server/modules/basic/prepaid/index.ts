import { defineServerModule } from '../../types';
import { registerPrepaidRoutes } from './routes';
import { prepaidRows } from './demo/prepaid';

/** Prepaid materials: the initial unit price. */
export default defineServerModule({ name: 'basic/prepaid', demoRows: { prepaid: prepaidRows }, demoGrants: { OP: ['manage-prepaid-manager'] }, register: registerPrepaidRoutes });
