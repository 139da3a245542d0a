import type { AccessRule } from '../schema/types';

/** /system/eventLog (routes.json: user-event); GET /api/v1/event checks the same rule. */
export const EVENT_LOG_ACCESS: AccessRule = { permissions: ['user-event'], roles: [] };
