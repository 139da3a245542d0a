import { defineModule } from '../../../registry/types';

/** Gain share: a declaration whose page adds the report (saving per month and its split). */
export default defineModule({
  name: 'management/gainShare',
  loadMessages: () => import('./messages').then((m) => [m.gainShareMessages]),
  views: { gainShareShow: () => import('./GainShareShow') },
});
