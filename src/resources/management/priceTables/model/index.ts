// Management -> Price -> price records: the v1 price tables (reference material, customers, vendors).
import type { ResourceDeclaration } from '../../../../schema';
import { pricePurchase } from './pricePurchase';
import { priceSa } from './priceSa';
import { priceSelling } from './priceSelling';
import { priceTiBook } from './priceTiBook';

export { pricePurchase, priceSa, priceSelling, priceTiBook };

/** In tab order: SA owns the screen's route, the others are nested under it. */
export const priceTableResources: ResourceDeclaration[] = [priceSa, priceSelling, priceTiBook, pricePurchase];
