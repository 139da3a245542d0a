import { defineModule } from '../../../registry/types';
import { customerOrderScreens } from './entryScreens';

/** A customer order's detail tabs (items, lock, shift, bindings, files) and the order entry points. */
export default defineModule({ name: 'shipment/orderDetail', screens: customerOrderScreens, loadMessages: () => import('../../../resources/shipment/customerOrder/messages').then((m) => [m.customerOrderMessages]) });
