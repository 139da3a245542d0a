import type { AccessRule } from '../schema/types';

/**
 * /system/roles/userManagement (routes.json: admin-user or switch-user). switch-user reads the list
 * to pick whom to switch to; only admin-user changes users. The server checks the same rule.
 */
export const USER_MANAGEMENT_ACCESS: AccessRule = { permissions: ['admin-user', 'switch-user'], roles: [], write: ['admin-user'] };

/** Switching to another user (document 2 section 6: permission switch-user); the server checks the same rule. */
export const SWITCH_USER_ACCESS: AccessRule = { permissions: ['switch-user'], roles: [] };

/**
 * /info/{id}, one user's information (routes.json suggests admin-user): the user administrators, not
 * switch-user, who reads the list only to pick whom to switch to. GET /api/v1/user/info/{id} checks it too.
 */
export const USER_INFO_ACCESS: AccessRule = { permissions: ['admin-user'], roles: [] };
