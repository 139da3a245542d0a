import type { AccessRule } from '../schema/types';

/** /system/roles/roleManagement and /{id} (routes.json: role OP only). The server checks the same rule. */
export const ROLE_MANAGEMENT_ACCESS: AccessRule = { permissions: [], roles: ['OP'] };
