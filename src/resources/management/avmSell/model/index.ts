import { avmSell } from './avmSell';

export { avmSell };

// After ship_customer and material, which it references.
export const avmSellResources = [avmSell];
