import { defineModule } from '../../../registry/types';
import { slocInventoriesScreen } from './screens';

/** The materials kept at one storage location. */
export default defineModule({ name: 'basic/slocInventories', screens: [slocInventoriesScreen] });
