import { defineModule } from '../../types';
import { rfqResources } from './model';
import { rfqScreens } from './screens';

/** RFQs: "my RFQs" by stage, one RFQ in its stage, the import preview; the admin list is declared. */
export default defineModule({
  name: 'management/rfq',
  screens: rfqScreens,
  views: { myRfqList: () => import('./myRfqs/MyRfqsPage'), rfqShow: () => import('./adminShow/RfqShow') },
  loadMessages: () => import('./messages').then((m) => [m.rfqMessages]),
  resources: rfqResources.map((r) => r.name),
});
