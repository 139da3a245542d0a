import { defineModule } from '../../../registry/types';

/** Customers and their parts: its resources are plain declarations, the customer's show screen is its own. */
export default defineModule({
  name: 'basic/customer',
  views: { customerShow: () => import('./CustomerShow') },
});
