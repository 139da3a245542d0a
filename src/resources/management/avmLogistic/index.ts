import { defineModule } from '../../../registry/types';

/** AVM logistic: a declaration whose page adds the allocation, calculate and export; the list downloads all. */
export default defineModule({
  name: 'management/avmLogistic',
  loadMessages: () => import('./messages').then((m) => [m.avmLogisticMessages]),
  resources: ['avm_logistic'],
  views: { avmLogisticShow: () => import('./AvmLogisticShow') },
});
