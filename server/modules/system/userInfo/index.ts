import { defineServerModule } from '../../types';
import { registerUserInfoRoutes } from './routes';

/** A user's information page for user administrators: sign-ins, organization unit, recent events. */
export default defineServerModule({ name: 'system/userInfo', after: ['system/admin', 'system/organization'], register: registerUserInfoRoutes });
