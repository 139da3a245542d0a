import { defineModule } from '../../../registry/types';
import { writeOffResources } from './model';

/** Pre-maxout write-off: the declared cases and stages, with the lines and results on the detail screen. */
export default defineModule({
  name: 'shipment/writeOff',
  loadMessages: () => import('./messages').then((m) => [m.writeOffMessages]),
  resources: writeOffResources.map((r) => r.name),
  views: { preMaxoutShow: () => import('./PreMaxoutShow') },
});
