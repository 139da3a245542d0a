// Role management's wire types, the same on both sides.

/** A role as GET /api/v1/role and /api/v1/role/{id} answer it. */
export interface RoleRecord {
  id: number;
  name: string;
  description: string | null;
  permissions: string[];
  user_count: number;
}
