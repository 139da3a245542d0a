import { reportResource } from '../../../../schema/reports';
import { label } from '../../../../schema/fields';
import { STOCK_ACCESS } from './wire';
import { inventory } from './inventory';

/** /management/inventories/inventoriesPriceReport: stock by brand, material and unit price (filter by brand). */
export const inventoryPriceReport = reportResource(
  {
    name: 'inventory_price',
    source: 'inventory',
    api: { base: '/api/v2/inventory/price' },
    route: '/management/inventories/inventoriesPriceReport',
    access: STOCK_ACCESS.price,
    menu: { group: 'management', section: 'inventories', order: 6 },
    label: label('Inventory price report', '库存价格报表'),
    recordLabel: label('Inventory price line', '库存价格行'),
    groupBy: ['brand', 'material_id', 'unit_price'],
    measures: {
      groups: { fn: 'count', label: label('Groups', '库存组数') },
      on_hand: { fn: 'sum', field: 'on_hand_qty', label: label('On hand', '在库数量') },
      on_way: { fn: 'sum', field: 'on_way_qty', label: label('On the way', '在途数量') },
    },
  },
  inventory,
);
