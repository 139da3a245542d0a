import { defineModule } from '../../../registry/types';
import { sendMailScreen } from './screens';

/** Mail groups: who a group mails (staff and external addresses), and a mail sent to a group through the outbox. */
export default defineModule({
  name: 'system/sendMail',
  screens: [sendMailScreen],
  loadMessages: () => import('./messages').then((m) => [m.sendMailMessages]),
});
