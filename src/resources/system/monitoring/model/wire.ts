// Monitoring's own calls beyond the declared CRUD (docs/api-contract.md, "Monitoring"), shared by
// the server and the browser.
import type { AccessRule } from '../../../../schema';

export const MONITORING_BASE = '/api/v2/monitoring';
export const MONITORING_LOG_BASE = '/api/v2/monitoring-log';
/** POST: run the function's check now; answers the log row it recorded. */
export const monitoringExecutePath = (id: number | string) => `${MONITORING_BASE}/execute/${id}`;
/** PUT body: `{ ids: number[], note?: string }`; acknowledges the logs, answers `{ acknowledged }`. */
export const MONITORING_ACK_PATH = MONITORING_LOG_BASE;
export const MARS_FUNCTION_PATH = '/api/v2/mars-function';
export const MONITORING_SCHEDULE_PATH = '/api/v2/common/monitoring-schedule';

export const MONITORING_MANAGER_ACCESS: AccessRule = { permissions: ['manage-monitoring-manager'] };
export const MONITORING_VIEW_ACCESS: AccessRule = { permissions: ['manage-monitoring-view'] };
/** The schedule constants serve both screens. */
export const MONITORING_ANY_ACCESS: AccessRule = { permissions: ['manage-monitoring-manager', 'manage-monitoring-view'] };
/** /system/tool/marsTools: role OP only (routes.json). */
export const MARS_TOOLS_ACCESS: AccessRule = { permissions: [], roles: ['OP'] };

export interface MonitoringLogRow {
  id: number;
  function_id: number;
  trigger: 'manual' | 'schedule';
  triggered_by: string | null;
  started_at: string;
  finished_at: string | null;
  result: 'ok' | 'alert' | 'error';
  found_count: number;
  threshold: number;
  message: string | null;
  found_rows: Record<string, string | number | null>[] | null;
}

export interface MarsParameter {
  name: string;
  label: { en: string; zh: string };
  type: 'text' | 'integer' | 'date';
  required: boolean;
  example: string;
}

export interface MarsFunction {
  code: string;
  name: { en: string; zh: string };
  description: { en: string; zh: string };
  parameters: MarsParameter[];
  /** Whether this build can run it from the screen (none yet: list only). */
  runnable: boolean;
}

export interface MonitoringScheduleAnswer {
  choices: { value: string; label: { en: string; zh: string }; cron: string; functions: { id: number; code: string; name: string; enabled: boolean }[] }[];
  schedules: { id: number; name: string; job: string; cron: string; enabled: boolean; next_run_at: string | null }[];
}
