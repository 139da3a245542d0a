import type { CustomScreen } from '../../../registry/types';
import { MY_SWAP_ACCESS, SWAP_REQUESTS_ACCESS } from '../../../resources/distribute/swap/model/wire';

/** The message centre's swap pages (routes.json: /events/* page names, the suggested permissions). */
export const swapScreens: CustomScreen[] = [
  {
    path: '/events/MySwap',
    specPath: '/events/MySwap',
    access: MY_SWAP_ACCESS,
    menu: { group: 'my', section: 'events', order: 40 },
    label: { en: 'My swaps', zh: '我的调换' },
    load: () => import('./MySwapPage'),
  },
  {
    path: '/events/SwapRequests',
    specPath: '/events/SwapRequests',
    access: SWAP_REQUESTS_ACCESS,
    menu: { group: 'my', section: 'events', order: 41 },
    label: { en: 'Swap requests', zh: '调换申请' },
    load: () => import('./SwapRequestsPage'),
  },
];
