// The spec's access rules (document 1, section 6): a permission is held if any role or the user
// holds it; a list means any one grants access; roles are checked by name.
import type { AccessRule } from './types';

export interface Principal {
  roles: { name: string; permissions: { name: string }[] }[];
  permissions: ({ name: string } | string)[];
  /** Field rights assigned to the user (guarded fields they may see and write). */
  fields?: ({ name: string } | string)[];
  /**
   * Fields an administrator guarded at run time (`POST /api/v1/field`), beyond the declared ones:
   * resource name -> field -> right. Loaded with the user on every request, so it is never stale.
   */
  fieldGuards?: Record<string, Record<string, string>>;
}

export type Action = 'read' | 'write';

/** Read-only permissions may only read: by convention their names start with `view-`. */
export const isReadOnlyPermission = (name: string) => name.startsWith('view-');

export function permissionNames(user: Principal): Set<string> {
  const names = new Set<string>();
  for (const p of user.permissions) names.add(typeof p === 'string' ? p : p.name);
  for (const role of user.roles) for (const p of role.permissions) names.add(p.name);
  return names;
}

export const hasPermission = (user: Principal, name: string) => permissionNames(user).has(name);
export const hasRole = (user: Principal, name: string) => user.roles.some((r) => r.name === name);

export function writePermissions(rule: AccessRule): string[] {
  return rule.write ?? rule.permissions.filter((p) => !isReadOnlyPermission(p));
}

/** Whether `user` may read or write under `rule`. */
export function allows(user: Principal, rule: AccessRule, action: Action): boolean {
  // A screen the spec opens to every signed-in user lists neither permissions nor roles.
  if (rule.permissions.length === 0 && !rule.roles?.length) return true;
  if (rule.roles?.some((r) => hasRole(user, r))) return true;
  const held = permissionNames(user);
  const needed = action === 'read' ? rule.permissions : writePermissions(rule);
  return needed.some((p) => held.has(p));
}
