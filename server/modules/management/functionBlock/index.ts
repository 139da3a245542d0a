import { defineServerModule } from '../../types';
import { registerFunctionBlockRoutes } from './routes';
import { seedFunctionBlocks } from './seed';

/** Function blocks: declared with subsystems and items; win rate, one item's calls, one subsystem's update. */
export default defineServerModule({
  name: 'management/functionBlock',
  after: ['management/material', 'basic/customer'],
  register: registerFunctionBlockRoutes,
  seed: seedFunctionBlocks,
  demoGrants: { OP: ['manage-function-block-manager'], Manager: ['manage-function-block-viewer'] },
});
