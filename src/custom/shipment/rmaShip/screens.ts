import { resourceEntry } from '../../../registry/entries';

const rmaTask = resourceEntry('rma_task');
import type { CustomScreen } from '../../../registry/types';

/** /shipment/returnGoods/rmaShip: released RMA tasks and what was shipped back (the RMA screen's rule). */
export const rmaShipScreen: CustomScreen = {
  path: '/shipment/returnGoods/rmaShip',
  specPath: '/shipment/returnGoods/rmaShip',
  access: rmaTask.access,
  menu: { group: 'shipment', section: 'returnGoods', order: 2 },
  label: { en: 'RMA shipping', zh: 'RMA 出货' },
  load: () => import('./RmaShipPage'),
};

/** /shipment/returnGoods/rmaShip/detail/{id}: one task's shipping rows. */
export const rmaShipDetailScreen: CustomScreen = {
  path: '/shipment/returnGoods/rmaShip/detail/:id',
  specPath: '/shipment/returnGoods/rmaShip/detail/{id}',
  access: rmaTask.access,
  parent: '/shipment/returnGoods/rmaShip',
  label: { en: 'RMA shipping detail', zh: 'RMA 出货详情' },
  load: () => import('./RmaShipDetailPage'),
};
