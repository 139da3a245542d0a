import { defineModule } from '../../../registry/types';

/** Pre-maxout write-off: the declared cases and stages, with the lines and results on the detail screen. */
export default defineModule({
  name: 'shipment/writeOff',
  loadMessages: () => import('./messages').then((m) => [m.writeOffMessages]),
  views: { preMaxoutShow: () => import('./PreMaxoutShow') },
});
