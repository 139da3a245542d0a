// MAIL_URL and MAIL_FROM: checked at start-up, and described in the start-up line without the password.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { describeMail } from '../../../server/mail/transport';

describe('mail configuration', () => {
  it('waits in the outbox without MAIL_URL, with a default sender', () => {
    const { mail } = loadConfig({});
    expect(mail.url).toBeUndefined();
    expect(mail.from).toBe('Distribution Admin <no-reply@localhost>');
    expect(describeMail(mail)).toBe('Mail: MAIL_URL is not set; password-reset mails wait in the mail_outbox table');
  });

  it('names the server and sender but never the credentials', () => {
    const { mail } = loadConfig({ MAIL_URL: 'smtps://robot:s3cret-pw@mail.example.com:465', MAIL_FROM: 'Ops <ops@example.com>' });
    const line = describeMail(mail);
    expect(line).toBe('Mail: sending the outbox through smtps://mail.example.com:465 as Ops <ops@example.com>');
    expect(line).not.toMatch(/robot|s3cret/);
  });

  it('refuses a MAIL_URL that is not SMTP without repeating it', () => {
    expect(() => loadConfig({ MAIL_URL: 'http://robot:s3cret-pw@mail.example.com' })).toThrow('MAIL_URL must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587');
    expect(() => loadConfig({ MAIL_URL: 'not a url s3cret' })).toThrow(/^MAIL_URL must be an smtp:\/\/ or smtps:\/\/ URL, e\.g\. smtp:\/\/user:pass@host:587$/);
  });
});
