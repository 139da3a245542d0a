import { defineModule } from '../../types';
import { writeOffMessages } from './messages';

/** Pre-maxout write-off: the declared cases and stages, with the lines and results on the detail screen. */
export default defineModule({
  name: 'shipment/writeOff',
  messages: [writeOffMessages],
  views: { preMaxoutShow: () => import('./detail/PreMaxoutShow') },
});
