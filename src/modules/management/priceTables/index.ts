import { defineModule } from '../../types';
import { priceTableResources } from './model';

/** Price records: the v1 price tables' generic lists under one tabbed screen; the rest is declared. */
export default defineModule({
  name: 'management/priceTables',
  views: { priceRecordList: () => import('./priceRecord/PriceRecordList') },
  loadMessages: () => import('./messages').then((m) => [m.priceRecordMessages]),
  resources: priceTableResources.map((r) => r.name),
});
