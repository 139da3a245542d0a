// The permission catalogue: every permission name the spec's routes use, by menu group.
import { SPEC_PERMISSION_GROUPS, SPEC_ROLE_NAMES } from './specCatalogue';

export type { PermissionGroup } from './derive';
export { SPEC_PERMISSION_GROUPS, SPEC_ROLE_NAMES };

/** Every permission name, in catalogue order. */
export const SPEC_PERMISSIONS: string[] = SPEC_PERMISSION_GROUPS.flatMap((g) => g.permissions);

const groupOf = new Map(SPEC_PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => [p, g.group] as const)));

/** The menu group a permission belongs to; `other` for names outside the spec (added by hand). */
export const permissionGroup = (name: string): string => groupOf.get(name) ?? 'other';
