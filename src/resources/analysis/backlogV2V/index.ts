import { defineModule } from '../../../registry/types';

/** CF backlog V2V: the report list with its import, mail sync and links to the three week views. */
export default defineModule({
  name: 'analysis/backlogV2V',
  resources: ['cf_backlog_v2v'],
  loadMessages: () => import('./messages').then((m) => [m.v2vMessages]),
});
