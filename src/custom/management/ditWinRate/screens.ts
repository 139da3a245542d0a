import { DIT_ACCESS } from '../../../resources/management/dit/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /management/dit/winRate/{id} (view-dit, manage-dit): a BG's DIT win rate by quarter, and the projects of every BG. */
export const ditWinRateScreen: CustomScreen = {
  path: '/management/dit/winRate/:id',
  specPath: '/management/dit/winRate/{id}',
  access: DIT_ACCESS,
  label: { en: 'DIT win rate', zh: 'DIT 赢率' },
  load: () => import('./WinRatePage'),
};
