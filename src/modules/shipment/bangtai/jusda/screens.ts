import { bangtaiInstock } from '../model/bangtaiInstock';
import type { CustomScreen } from '../../../types';

/** The per-customer view of one Bangtai list (type: instock, inbound or outbound). */
export const bangtaiJusdaPath = (type: string, customerNo: string) => `/shipment/bangtaiInventory/jusda/${type}/${encodeURIComponent(customerNo)}`;

/**
 * /shipment/bangtaiInventory/jusda/{type}/{customer_no}: one customer's rows of one Bangtai list
 * (type: instock, inbound or outbound), as the Jusda view opens it; the Bangtai screen's rule.
 */
export const bangtaiJusdaScreen: CustomScreen = {
  path: '/shipment/bangtaiInventory/jusda/:type/:customer_no',
  specPath: '/shipment/bangtaiInventory/jusda/{type}/{customer_no}',
  access: bangtaiInstock.access,
  parent: bangtaiInstock.route,
  label: { en: 'Bangtai inventory by customer', zh: '按客户查看邦泰库存' },
  load: () => import('./BangtaiJusdaPage'),
};
