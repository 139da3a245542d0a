import { defineModule } from '../../types';
import { rfqMessages } from './messages';
import { rfqScreens } from './screens';

/** RFQs: "my RFQs" by stage, one RFQ in its stage, the import preview; the admin list is declared. */
export default defineModule({
  name: 'management/rfq',
  screens: rfqScreens,
  views: { myRfqList: () => import('./myRfqs/MyRfqsPage'), rfqShow: () => import('./adminShow/RfqShow') },
  // The my-RFQs list is a declared view (not a module screen), so its words come with the first page.
  messages: [rfqMessages],
});
