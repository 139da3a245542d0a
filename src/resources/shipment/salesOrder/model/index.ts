import { mySalesOrder, salesOrder } from './salesOrder';

/** Sales orders (after customers, materials and customer orders, which they reference). */
export const salesOrderResources = [salesOrder, mySalesOrder];
