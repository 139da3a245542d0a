import { defineModule } from '../../../registry/types';
import { customerMessages } from './messages';

/** Customers and their parts: its resources are plain declarations, the customer's show screen is its own. */
export default defineModule({
  name: 'basic/customer',
  messages: [customerMessages],
  views: { customerShow: () => import('./CustomerShow') },
});
