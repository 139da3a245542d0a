// The SMTP transport of the mail outbox, built from MAIL_URL (nodemailer's URL form), and the
// start-up line describing it without credentials.
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function smtpTransport(config: MailConfig & { url: string }): MailTransport {
  // Short timeouts: a hung server must not hold a claimed batch for minutes.
  const transporter = nodemailer.createTransport(
    { url: config.url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000, logger: false, debug: false },
    { from: config.from },
  );
  return {
    async send(mail) {
      await transporter.sendMail(mail);
    },
    close: () => transporter.close(),
  };
}

/** Where mails go, for the start-up log: scheme, host and port only (MAIL_URL may hold a password). */
export function describeMail(config: MailConfig): string {
  if (!config.url) return 'Mail: MAIL_URL is not set; password-reset mails wait in the mail_outbox table';
  const url = new URL(config.url);
  return `Mail: sending the outbox through ${url.protocol}//${url.host} as ${config.from}`;
}
