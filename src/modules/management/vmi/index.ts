import { defineModule } from '../../types';
import { vmiActionMessages } from './actions/actionMessages';
import { draftDetailScreens } from './draftDetail/screens';
import { progressDetailScreen, progressScreen } from './progress/screens';

/** VMI: goods receipts and their progress by invoice; the deduction, OPO and 862 drafts are declared. */
export default defineModule({
  name: 'management/vmi',
  screens: [progressScreen, progressDetailScreen, ...draftDetailScreens],
  messages: [vmiActionMessages],
  loadMessages: () => import('./messages').then((m) => [m.vmiMessages]),
});
