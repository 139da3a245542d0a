import type { AccessRule } from '../schema/types';

/**
 * /system/roles/userManagement (routes.json: admin-user or switch-user). switch-user reads the list
 * to pick whom to switch to; only admin-user changes users. The server checks the same rule.
 */
export const USER_MANAGEMENT_ACCESS: AccessRule = { permissions: ['admin-user', 'switch-user'], roles: [], write: ['admin-user'] };

/** Switching to another user (document 2 section 6: permission switch-user); the server checks the same rule. */
export const SWITCH_USER_ACCESS: AccessRule = { permissions: ['switch-user'], roles: [] };
