import type { CustomScreen } from '../../../registry/types';
import { ASN_MONITOR_ACCESS } from '../../../resources/shipment/asnOrPrice/model/asnPriceMonitor';

/** /system/tool/ASNPrice (manage-monitor): one ASN's item prices, saved beside today's. */
export const asnPriceScreen: CustomScreen = {
  path: '/system/tool/ASNPrice',
  specPath: '/system/tool/ASNPrice',
  access: ASN_MONITOR_ACCESS,
  menu: { group: 'system', section: 'tool', order: 10 },
  label: { en: 'ASN price monitor', zh: 'ASN 价格监控' },
  load: () => import('./AsnPricePage'),
};
