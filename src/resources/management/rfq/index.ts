import { defineModule } from '../../../registry/types';

/** RFQs: "my RFQs" by stage, one RFQ in its stage, the import preview; the admin list is declared. */
export default defineModule({
  name: 'management/rfq',
  views: { myRfqList: () => import('./MyRfqList'), rfqShow: () => import('./RfqShow') },
  loadMessages: () => import('./messages').then((m) => [m.rfqMessages]),
});
