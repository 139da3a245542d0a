import { defineModule } from '../../../registry/types';

/** Lead-time tasks: a declaration whose page adds the parts, the uploads, save and confirm. */
export default defineModule({
  name: 'management/leadTime',
  loadMessages: () => import('./messages').then((m) => [m.leadTimeMessages]),
  views: { leadTimeShow: () => import('./LeadTimeShow') },
});
