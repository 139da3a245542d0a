// Starts the outbox sender when MAIL_URL is set and stops it when the server closes. Code that
// writes to mail_outbox calls `app.mailOutbox.wake()` after its transaction commits; without
// MAIL_URL that does nothing and the rows wait.
import type { FeatureRegistrar } from '../featureContext';
import { startOutboxSender, type OutboxSender } from './outboxSender';
import { smtpTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: Pick<OutboxSender, 'wake'>;
  }
}

export const mailFeature: FeatureRegistrar = (app, { db, config }) => {
  const { url } = config.mail;
  if (!url) {
    app.decorate('mailOutbox', { wake: async () => {} });
    return;
  }
  const sender = startOutboxSender(db, smtpTransport({ ...config.mail, url }), config.mail);
  app.decorate('mailOutbox', sender);
  app.addHook('onClose', () => sender.stop());
};
