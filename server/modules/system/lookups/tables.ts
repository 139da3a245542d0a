// A user's data scope: the manufacturers (product lines a PM looks after) and business groups a user
// works for. The `/permissions` lookups answer only these; a user with no rows of a kind is not
// restricted in it (administrators, new users before user management assigns a scope).
import type { FeatureMigration } from '../../../db/featureMigration';

export type ScopeKind = 'manufacturer' | 'bg';

export interface UserDataScopeTable {
  user_id: number;
  scope: ScopeKind;
  ref_id: number;
}

declare module '../../../db/types' {
  interface DB {
    user_data_scope: UserDataScopeTable;
  }
}

export const lookupMigrations: FeatureMigration[] = [
  {
    name: 'feature lookups: user_data_scope',
    statements: [
      `create table user_data_scope (
         user_id bigint not null references users(id) on delete cascade,
         scope text not null check (scope in ('manufacturer', 'bg')),
         ref_id bigint not null,
         primary key (user_id, scope, ref_id))`,
    ],
  },
];
