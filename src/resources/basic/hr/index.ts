import { defineModule } from '../../../registry/types';
import { hrVendorRatioResources } from './model';

/** HR master data: account settings, ranks, vendor types and the vendor ratios with their audit. */
export default defineModule({ name: 'basic/hr', loadMessages: () => import('./messages').then((m) => [m.ratioGridMessages]), resources: hrVendorRatioResources.map((r) => r.name) });
