// The schedule's own calls beyond the declared CRUD (docs/api-contract.md, "Schedules").

export const SCHEDULE_BASE = '/api/v1/schedule';
/** POST: run the schedule's job now (the spec's path); answers the run. */
export const scheduleExecutePath = (id: number | string) => `${SCHEDULE_BASE}/execute/${id}`;
/** GET: the schedule's runs, newest first (`?page=&size=`). */
export const scheduleRunsPath = (id: number | string) => `${SCHEDULE_BASE}/${id}/runs`;

export interface ScheduleRun {
  id: number;
  trigger: 'cron' | 'manual';
  triggered_by: string | null;
  started_at: string;
  finished_at: string | null;
  result: 'running' | 'success' | 'failed';
  /** The job's words: a key of screens.schedule.out and its values, so the page shows them in the reader's language. */
  output_key: string | null;
  output_values: Record<string, string | number> | null;
  /** The same in English, as written into the server log; an error's own text when the job failed. */
  output: string | null;
}
