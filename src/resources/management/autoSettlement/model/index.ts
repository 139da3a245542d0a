import { autoSettlement } from './autoSettlement';

export { autoSettlement };

// After ship_customer, material and sales_order, which its lines reference.
export const autoSettlementResources = [autoSettlement];
