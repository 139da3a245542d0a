import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';

const customerOrder = resourceEntry('customer_order');
const myOrder = resourceEntry('my_order');

const load = () => import('./OrderDetailPage');

/** `/shipment/order/orderManagement/{id}/{type}` (co-manage) and `/my/order/list/{id}/{type}` (my-co, import-order). */
export const orderDetailScreens: CustomScreen[] = [
  { path: `${customerOrder.route}/:id/:type`, specPath: `${customerOrder.route}/{id}/{type}`, access: customerOrder.access, parent: customerOrder.route, label: { en: 'Customer order', zh: '客户订单' }, load },
  { path: `${myOrder.route}/:id/:type`, specPath: `${myOrder.route}/{id}/{type}`, access: myOrder.access, parent: myOrder.route, label: { en: 'My order', zh: '我的订单' }, load },
];
