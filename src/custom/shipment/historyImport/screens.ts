import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';

// The My orders screen's rule (my-co, import-order).
const MY_CO_ACCESS = resourceEntry('my_order').access;

/** /addHistoryOrder: past customer orders imported from a spreadsheet (my-co or import-order). */
export const historyImportScreen: CustomScreen = {
  path: '/addHistoryOrder', specPath: '/addHistoryOrder', access: MY_CO_ACCESS, menu: { group: 'my', section: 'order', order: 22 },
  label: { en: 'Import history orders', zh: '导入历史订单' }, load: () => import('./HistoryImportPage'),
};
