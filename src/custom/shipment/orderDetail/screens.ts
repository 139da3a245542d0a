import type { CustomScreen } from '../../../registry/types';
import { CO_ACCESS, MY_CO_ACCESS, customerOrder, myOrder } from '../../../resources/shipment/customerOrder/model/customerOrder';

const load = () => import('./OrderDetailPage');

/** `/shipment/order/orderManagement/{id}/{type}` (co-manage) and `/my/order/list/{id}/{type}` (my-co, import-order). */
export const orderDetailScreens: CustomScreen[] = [
  { path: `${customerOrder.route}/:id/:type`, specPath: `${customerOrder.route}/{id}/{type}`, access: CO_ACCESS, parent: customerOrder.route, label: { en: 'Customer order', zh: '客户订单' }, load },
  { path: `${myOrder.route}/:id/:type`, specPath: `${myOrder.route}/{id}/{type}`, access: MY_CO_ACCESS, parent: myOrder.route, label: { en: 'My order', zh: '我的订单' }, load },
];
