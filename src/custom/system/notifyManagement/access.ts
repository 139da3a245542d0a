import type { AccessRule } from '../../../schema/types';

/** /system/notifyManagement (routes.json: send-notification); the server checks the same rule. */
export const NOTIFY_MANAGEMENT_ACCESS: AccessRule = { permissions: ['send-notification'], roles: [] };
