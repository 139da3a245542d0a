import { MATERIAL_PRICE_ACCESS } from '../../../resources/management/priceTi/model/wire';
import type { CustomScreen } from '../../../registry/types';

/** /management/price/materialPrice: every material's prices in effect on a day, with export (routes.json). */
export const materialPriceScreen: CustomScreen = {
  path: '/management/price/materialPrice',
  specPath: '/management/price/materialPrice',
  access: MATERIAL_PRICE_ACCESS,
  menu: { group: 'management', section: 'price', order: 7 },
  label: { en: 'Material prices', zh: '物料价格' },
  load: () => import('./MaterialPricePage'),
};
