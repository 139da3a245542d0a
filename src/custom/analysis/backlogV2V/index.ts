import { defineModule } from '../../../registry/types';
import { v2vScreens } from './screens';

/** One V2V backlog report by ETA, ETA WB or demand week. */
export default defineModule({
  name: 'analysis/backlogV2V',
  screens: v2vScreens,
  loadMessages: () => import('../../../resources/analysis/backlogV2V/messages').then((m) => [m.v2vMessages]),
});
