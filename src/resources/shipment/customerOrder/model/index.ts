import { customerOrder, myOrder } from './customerOrder';
import { orderBinding } from './orderBinding';

/** Customer orders (after customers, materials; the binding review after the sales orders). */
export const customerOrderResources = [customerOrder, myOrder];
export const orderBindingResources = [orderBinding];
