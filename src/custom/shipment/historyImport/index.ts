import { defineModule } from '../../../registry/types';
import { historyImportScreen } from './screens';

/** Past customer orders imported from a spreadsheet (the customer order's words). */
export default defineModule({ name: 'shipment/historyImport', screens: [historyImportScreen], loadMessages: () => import('../../../resources/shipment/customerOrder/messages').then((m) => [m.customerOrderMessages]) });
