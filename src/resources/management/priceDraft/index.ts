import { defineModule } from '../../../registry/types';
import { priceDraftEventWords } from './eventWords';

/**
 * Price drafts: declared (list, lines, finish, two audit levels); the import is a list action; the
 * draft's page adds its lines compared with the prices in effect.
 */
export default defineModule({
  name: 'management/priceDraft',
  messages: [priceDraftEventWords],
  loadMessages: () => import('./messages').then((m) => [m.priceDraftMessages]),
  views: { priceDraftShow: () => import('./PriceDraftShow') },
});
