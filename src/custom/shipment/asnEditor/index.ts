import { defineModule } from '../../../registry/types';
import { asnEditorScreens } from './screens';

/** The supplier's ASN editor (create from orders or a sheet, bag splitting) and the ASN guide. */
export default defineModule({ name: 'shipment/asnEditor', screens: asnEditorScreens, loadMessages: () => import('./messages').then((m) => [m.asnEditorMessages]) });
