import { defineModule } from '../../../registry/types';

/** Function blocks: a declaration whose page lists its subsystems and items and links to the diagram. */
export default defineModule({
  name: 'management/functionBlock',
  loadMessages: () => import('./messages').then((m) => [m.functionBlockMessages]),
  views: { functionBlockShow: () => import('./FunctionBlockShow') },
});
