export { bangtaiJusdaPath } from '../../../resources/shipment/bangtai/paths';
import { resourceEntry } from '../../../registry/entries';

const bangtaiInstock = resourceEntry('bangtai_instock');
import type { CustomScreen } from '../../../registry/types';

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
