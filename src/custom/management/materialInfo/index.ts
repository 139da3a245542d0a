import { defineModule } from '../../../registry/types';
import { materialInfoScreens } from './screens';

/** Material information for sales staff (/materialInfo) and the material report analysis (a declared report). */
export default defineModule({
  name: 'management/materialInfo',
  screens: materialInfoScreens,
  loadMessages: () => import('./messages').then((m) => [m.materialInfoMessages]),
});
