// Delivery bookkeeping of the mail outbox (the table and its row type are in auth/authTables.ts):
// tries so far, the last error, when the next try may happen (also the lease of the sender that
// claimed the row) and when the mail was given up.
import type { FeatureMigration } from '../db/featureMigration';

export const mailMigration: FeatureMigration = {
  name: 'mail-outbox-delivery-v1',
  statements: [
    `alter table mail_outbox add column attempts integer not null default 0, add column last_error text,
       add column next_attempt_at timestamptz, add column failed_at timestamptz`,
    // Only waiting mails are looked at, oldest first.
    `create index mail_outbox_waiting on mail_outbox (id) where sent_at is null and failed_at is null`,
  ],
};
