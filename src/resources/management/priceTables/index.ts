import { defineModule } from '../../../registry/types';

/** Price records: the v1 price tables' generic lists under one tabbed screen; the rest is declared. */
export default defineModule({
  name: 'management/priceTables',
  views: { priceRecordList: () => import('./PriceRecordList') },
  loadMessages: () => import('./messages').then((m) => [m.priceRecordMessages]),
});
