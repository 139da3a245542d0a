import { defineModule } from '../../types';
import { hrVendorRatioResources } from './model';
import { ratioGridScreen } from './ratioGrid/screens';

/** HR master data: account settings, ranks, vendor types and the vendor ratios with their audit. */
export default defineModule({ name: 'basic/hr', screens: [ratioGridScreen], loadMessages: () => import('./ratioGrid/messages').then((m) => [m.ratioGridMessages]), resources: hrVendorRatioResources.map((r) => r.name) });
