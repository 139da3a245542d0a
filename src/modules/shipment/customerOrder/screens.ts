import type { CustomScreen } from '../../types';
import { MY_CO_ACCESS } from './model/customerOrder';
import { orderDetailScreens } from './orderDetail/screens';

const create = () => import('./orderDetail/CreateRedirect');

/** The spec's order entry points (my-co or import-order, as /my/order/list). */
export const customerOrderScreens: CustomScreen[] = [
  ...orderDetailScreens,
  { path: '/my/order/create', specPath: '/my/order/create', access: MY_CO_ACCESS, label: { en: 'New order', zh: '新建订单' }, load: create },
  { path: '/addOrder', specPath: '/addOrder', access: MY_CO_ACCESS, label: { en: 'Add order', zh: '新增订单' }, load: create },
  {
    path: '/addHistoryOrder', specPath: '/addHistoryOrder', access: MY_CO_ACCESS, menu: { group: 'my', section: 'order', order: 22 },
    label: { en: 'Import history orders', zh: '导入历史订单' }, load: () => import('./historyImport/HistoryImportPage'),
  },
];
