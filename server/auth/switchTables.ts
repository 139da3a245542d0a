// Switch account: a switched session names the person who switched (original_user_id) and the
// session they switched from (parent_session_id); events keep both identities.
import type { FeatureMigration } from '../db/featureMigration';

export const switchMigration: FeatureMigration = {
  name: 'switch-account-v1',
  statements: [
    `alter table sessions add column original_user_id bigint references users(id) on delete cascade`,
    `alter table sessions add column parent_session_id bigint references sessions(id) on delete cascade`,
    `create index sessions_parent on sessions (parent_session_id)`,
    `alter table events add column original_user_id bigint`,
    `alter table events add column original_user_name text`,
    `create index events_original_user on events (original_user_id, at)`,
    // The event log reads newest first, filtered by date.
    `create index events_at on events (at)`,
  ],
};
