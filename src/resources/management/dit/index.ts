import { defineModule } from '../../../registry/types';

/** DIT: a declaration whose page adds the part's substitutes and forecast, the RFQs raised and the BG's win rate. */
export default defineModule({
  name: 'management/dit',
  loadMessages: () => import('./messages').then((m) => [m.ditMessages]),
  views: { ditShow: () => import('./DitShow') },
});
