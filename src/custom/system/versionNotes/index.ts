import { defineModule } from '../../../registry/types';
import { versionNotesScreen } from './screens';

/** Version notes: what changed in the running build and the versions before it. */
export default defineModule({
  name: 'system/versionNotes',
  screens: [versionNotesScreen],
  loadMessages: () => import('./messages').then((m) => [m.versionNotesMessages]),
});
