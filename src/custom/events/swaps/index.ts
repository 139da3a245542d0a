import { defineModule } from '../../../registry/types';
import { swapCounters } from './counters';
import { swapScreens } from './screens';

/** The message centre's swap pages: my swaps and the requests waiting for me, with their counters. */
export default defineModule({
  name: 'events/swaps',
  screens: swapScreens,
  counters: swapCounters,
  loadMessages: () => import('./messages').then((m) => [m.swapMessages]),
});
