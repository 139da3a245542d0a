import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';
import { orderDetailScreens } from './screens';

const create = () => import('./CreateRedirect');
// The My orders screen's rule (my-co, import-order).
const MY_CO_ACCESS = resourceEntry('my_order').access;

/** The spec's order entry points (my-co or import-order, as /my/order/list). */
export const customerOrderScreens: CustomScreen[] = [
  ...orderDetailScreens,
  { path: '/my/order/create', specPath: '/my/order/create', access: MY_CO_ACCESS, label: { en: 'New order', zh: '新建订单' }, load: create },
  { path: '/addOrder', specPath: '/addOrder', access: MY_CO_ACCESS, label: { en: 'Add order', zh: '新增订单' }, load: create },
];
