import { defineModule } from '../../../registry/types';
import { stockScreens } from './screens';

/** The stock lists of the spec: by cargo status, VMI stock, invoice moves, group history, my SLOC, my part list. */
export default defineModule({ name: 'management/stockPages', screens: stockScreens, loadMessages: () => import('../../../resources/management/inventories/messages').then((m) => [m.stockMessages]) });
