// The row-scope declaration (src/schema/scope.ts), alone so that types.ts can name it without a cycle.

/** The kinds of data scope user management assigns (table `user_data_scope`). */
export type DataScopeKind = 'bg' | 'manufacturer';

export type RowScope =
  /** Rows the user created (`created_by` is the user's name). */
  | { kind: 'createdBy'; seeAll?: string[] }
  /**
   * Rows whose `field` (a reference or an integer holding an id) is one of the user's BGs or
   * manufacturers. A user assigned none of that kind is not restricted in it, as `GET /api/v1/bg/user`
   * and the `/permissions` lookups answer (administrators, users before a scope is assigned).
   */
  | { kind: 'dataScope'; of: DataScopeKind; field: string; seeAll?: string[] };
