// The stock's hand-written screens, each at its spec path with its spec access rule.
import { STOCK_ACCESS } from '../../../resources/management/inventories/model/wire';
import type { CustomScreen } from '../../../registry/types';
import { resourceEntry } from '../../../registry/entries';

const inventory = resourceEntry('inventory');
const inventoryHistory = resourceEntry('inventory_history');

const page = (name: 'VmiStockPage' | 'StatusStockPage' | 'InvoiceMovesPage' | 'GroupHistoryPage') => () => import('./StockViews').then((m) => ({ default: m[name] }));
const mine = (name: 'MySlocPage' | 'MyPartListPage') => () => import('./MyStockPages').then((m) => ({ default: m[name] }));

export const stockScreens: CustomScreen[] = [
  {
    path: '/management/inventories/inventories/jusda/:type',
    specPath: '/management/inventories/inventories/jusda/{type}',
    access: STOCK_ACCESS.list,
    parent: inventory.route,
    label: { en: 'Stock by cargo status', zh: '按货物状态库存' },
    load: page('StatusStockPage'),
  },
  {
    path: '/management/inventories/inventoryVMI',
    specPath: '/management/inventories/inventoryVMI',
    access: STOCK_ACCESS.vmi,
    menu: { group: 'management', section: 'inventories', order: 3 },
    label: { en: 'VMI stock', zh: 'VMI 库存' },
    load: page('VmiStockPage'),
  },
  {
    path: '/management/inventories/inventoryVMI/jusda/:type/:invoice_no',
    specPath: '/management/inventories/inventoryVMI/jusda/{type}/{invoice_no}',
    access: STOCK_ACCESS.vmi,
    parent: '/management/inventories/inventoryVMI',
    label: { en: 'Invoice stock moves', zh: '发票库存变动' },
    load: page('InvoiceMovesPage'),
  },
  {
    path: '/analysis/inventoryHistory/detail',
    specPath: '/analysis/inventoryHistory/detail',
    access: STOCK_ACCESS.history,
    parent: inventoryHistory.route,
    label: { en: 'Inventory history detail', zh: '库存历史明细' },
    load: page('GroupHistoryPage'),
  },
  {
    path: '/my/mySloc',
    specPath: '/my/mySloc',
    access: STOCK_ACCESS.mySloc,
    menu: { group: 'my', order: 20 },
    label: { en: 'My SLOC', zh: '我的库位' },
    load: mine('MySlocPage'),
  },
  {
    path: '/my/myPartList',
    specPath: '/my/myPartList',
    access: STOCK_ACCESS.myPartList,
    menu: { group: 'my', order: 21 },
    label: { en: 'My part list', zh: '我的料号清单' },
    load: mine('MyPartListPage'),
  },
];
