// The rights stamp: one row whose value changes, in the same transaction, with every change to what
// a user's rights are made of. A server keeps a signed-in user's rights between calls only together
// with the stamp it read them with; each call reads the stamp again in its one statement
// (server/auth/sessionUser.ts), so a change made through any replica holds on the next call to every
// one. Random rather than counted: a database restored to an earlier state brings back the stamp of
// that state with the rights of that state, never an old number naming new rights.
import type { FeatureMigration } from '../db/featureMigration';

declare module '../db/types' {
  interface DB {
    rights_stamp: { id: boolean; stamp: string };
  }
}

/** The tables a user's rights are read from (server/auth/principal.ts). */
export const RIGHTS_TABLES = ['roles', 'permissions', 'role_permissions', 'user_roles', 'user_permissions', 'field_rights', 'user_field_rights', 'field_right_guards'];

export const rightsStampMigration: FeatureMigration = {
  name: 'rights-stamp-v1',
  statements: [
    `create table rights_stamp (id boolean primary key default true check (id), stamp uuid not null default gen_random_uuid())`,
    `insert into rights_stamp default values`,
    `create function rights_stamp_renew() returns trigger language plpgsql as $$
     begin
       update rights_stamp set stamp = gen_random_uuid();
       return null;
     end $$`,
    // Per statement, not per row: a bulk assignment renews it once.
    ...RIGHTS_TABLES.map(
      (table) => `create trigger ${table}_rights_stamp after insert or update or delete or truncate on ${table} for each statement execute function rights_stamp_renew()`,
    ),
  ],
};
