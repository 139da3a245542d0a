// User management's wire types, the same on both sides.

/** What PUT /api/v1/user/{id} takes: one's own profile, or (user management) someone's roles. */
export interface UserChanges {
  nick_name?: string | null;
  email?: string | null;
  language?: string | null;
  password?: string;
  current_password?: string;
  role_ids?: number[];
}
