import { defineServerModule } from '../../types';
import { systemConfigRows } from './demo/systemConfig';

/** System settings: declared only (generic routes); the values the product uses today as demo rows. */
export default defineServerModule({ name: 'system/config', demoRows: { system_config: systemConfigRows } });
