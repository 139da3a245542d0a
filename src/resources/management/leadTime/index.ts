import { defineModule } from '../../../registry/types';
import { leadTimeResources } from './model';

/** Lead-time tasks: a declaration whose page adds the parts, the uploads, save and confirm. */
export default defineModule({
  name: 'management/leadTime',
  loadMessages: () => import('./messages').then((m) => [m.leadTimeMessages]),
  resources: leadTimeResources.map((r) => r.name),
  views: { leadTimeShow: () => import('./LeadTimeShow') },
});
