import { defineModule } from '../../../registry/types';
import { marsToolsScreen } from './screens';

/** Mars tools: the OP's maintenance functions with their parameters (GET /api/v2/mars-function). */
export default defineModule({
  name: 'system/marsTools',
  screens: [marsToolsScreen],
  loadMessages: () => import('./messages').then((m) => [m.marsToolsMessages]),
});
