// Who sees a menu entry (document 1, section 2): a permission of its visible list (all of them when
// the default flag is set, otherwise any one), or one of its roles; without a separate visible list,
// whoever may open the screen. Entries hidden by default are never shown.
import { allows, hasRole, permissionNames, type Principal } from '../schema';
import type { RouteEntry } from './types';

export function isMenuVisible(entry: RouteEntry, user: Principal | undefined): boolean {
  if (!entry.menu || entry.menu.hidden || !user) return false;
  const rule = entry.menu.visibleTo;
  if (!rule) return allows(user, entry.access, 'read');
  if (rule.roles?.some((r) => hasRole(user, r))) return true;
  const held = permissionNames(user);
  const perms = rule.permissions ?? [];
  if (perms.length === 0) return false;
  return rule.allRequired ? perms.every((p) => held.has(p)) : perms.some((p) => held.has(p));
}
