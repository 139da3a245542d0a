import { defineModule } from '../../../registry/types';

/** RMA: tasks are a declaration (its page adds the parts and shipping rows); RMA shipping is its own screen. */
export default defineModule({
  name: 'shipment/rma',
  loadMessages: () => import('./messages').then((m) => [m.rmaMessages]),
  views: { rmaShow: () => import('./RmaShow') },
});
