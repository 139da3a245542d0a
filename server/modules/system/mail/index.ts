import { defineServerModule } from '../../types';
import { mailFeature } from './routes';
import { seedMail } from './seed';
import { mailMigration } from './tables';

/** Mail: mail groups (staff and external addresses), sending to a group through the mail outbox, and which mail API mails which groups. */
export default defineServerModule({
  name: 'system/mail',
  register: mailFeature,
  migrations: [mailMigration],
  permissions: ['manage-mail-group-manager'],
  demoGrants: { OP: ['manage-mail-group-manager'] },
  seed: seedMail,
});
