import { defineModule } from '../../../registry/types';
import { ditWinRateScreen } from './screens';

/** The DIT win rate of a business group. */
export default defineModule({ name: 'management/ditWinRate', screens: [ditWinRateScreen], loadMessages: () => import('./messages').then((m) => [m.ditWinRateMessages]) });
