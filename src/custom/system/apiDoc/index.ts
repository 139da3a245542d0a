import { defineModule } from '../../../registry/types';
import { ApiDocMenuItem } from './ApiDocMenuItem';
import { apiDocScreen } from './screens';

/** The API documentation, opened with a short-lived ticket from the user menu. */
export default defineModule({ name: 'system/apiDoc', screens: [apiDocScreen], userMenuItems: [ApiDocMenuItem] });
