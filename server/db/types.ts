import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UsersTable = {
  id: Generated<number>;
  name: string;
  nick_name: string | null;
  email: string | null;
  language: string | null;
  password_hash: string | null;
  disabled: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type RolesTable = { id: Generated<number>; name: string; description: string | null };
export type PermissionsTable = { id: Generated<number>; name: string; description: string | null };
export type RolePermissionsTable = { role_id: number; permission_id: number };
export type UserRolesTable = { user_id: number; role_id: number };
export type UserPermissionsTable = { user_id: number; permission_id: number };

export type SessionsTable = {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Switch account (server/auth/switchTables.ts): the real person behind a switched session, and their session. */
  original_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  parent_session_id: ColumnType<number | null, number | null | undefined, number | null>;
};

export type EventsTable = {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  user_name: string | null;
  resource: string;
  record_id: number | null;
  action: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  /** Set while switched: who really made the change (user_id is the account acted as). */
  original_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  original_user_name: ColumnType<string | null, string | null | undefined, string | null>;
};

export type MigrationsTable = { id: Generated<number>; name: string; applied_at: Timestamp };

/** A declared resource's row: system columns plus declared fields. */
export type ResourceRow = Record<string, unknown>;

/** Feature modules add their own tables with `declare module '../db/types' { interface DB { ... } }`. */
export interface DB {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  user_permissions: UserPermissionsTable;
  sessions: SessionsTable;
  events: EventsTable;
  schema_migrations: MigrationsTable;
}
