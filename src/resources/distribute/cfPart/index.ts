import { defineModule } from '../../../registry/types';

/** CF parts (/distribute/CF/saManagement): the generic list with the send to hubs and its history. */
export default defineModule({
  name: 'distribute/cfPart',
  resources: ['cf_part'],
  loadMessages: () => import('./messages').then((m) => [m.cfPartMessages]),
});
