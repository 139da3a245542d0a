// A few demo notifications so the message centre and its badge have something to show.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/types';

const DEMO = [
  { title: 'Welcome to Distribution Admin', content: 'Your account is ready. Open Basic data to start with the master data.', audience: 'all', read: true },
  { title: 'Maintenance window on Saturday', content: 'The system will be unavailable on Saturday 02:00-04:00 UTC for database maintenance.', audience: 'all', read: false },
  { title: 'Please review the vendor ratios', content: 'New vendor ratios are waiting for audit this week.', audience: 'all', read: false },
];

export async function seedNotifications(db: Kysely<DB>): Promise<void> {
  const users = await db.selectFrom('users').select('id').execute();
  const rows = users.flatMap((u) =>
    DEMO.map((d, i) => ({
      user_id: u.id,
      title: d.title,
      content: d.content,
      audience: d.audience,
      sent_by: 'admin',
      created_at: new Date(Date.now() - (DEMO.length - i) * 3_600_000),
      read_at: d.read ? new Date() : null,
    })),
  );
  if (rows.length) await db.insertInto('user_notification').values(rows).execute();
}
