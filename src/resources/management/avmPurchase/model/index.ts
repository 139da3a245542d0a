import { avmPurchase } from './avmPurchase';

export { avmPurchase };

// After vendor, material and purchase_order, which its lines reference.
export const avmPurchaseResources = [avmPurchase];
