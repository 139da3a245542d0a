import { defineModule } from '../../types';
import { vmiResources } from './model';
import { draftDetailScreens } from './draftDetail/screens';
import { progressDetailScreen, progressScreen } from './progress/screens';

/** VMI: goods receipts and their progress by invoice; the deduction, OPO and 862 drafts are declared. */
export default defineModule({
  name: 'management/vmi',
  screens: [progressScreen, progressDetailScreen, ...draftDetailScreens],
  loadMessages: () => Promise.all([import('./actions/actionMessages'), import('./messages')]).then(([m0, m1]) => [m0.vmiActionMessages, m1.vmiMessages]),
  resources: vmiResources.map((r) => r.name),
});
