import { defineServerModule } from '../../types';
import { versionFeature } from './routes';

/** Version notes: the product's own version list from the running build's release notes. */
export default defineServerModule({ name: 'system/version', register: versionFeature });
