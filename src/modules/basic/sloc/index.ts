import { defineModule } from '../../types';
import { slocInventoriesScreen } from './inventories/screens';

/** Storage locations and the materials each holds. */
export default defineModule({ name: 'basic/sloc', screens: [slocInventoriesScreen] });
