import { defineResource } from '../../../../schema';
import { boolean, datetime, enumOf, label, remarkField, text } from '../../../../schema/fields';
import { CRON_PATTERN } from './cron';
import { RUN_RESULTS, SCHEDULE_JOBS } from './jobs';
import { SCHEDULE_BASE } from './wire';

/**
 * A schedule: one of the product's jobs fired by a cron expression in the business time zone. The
 * server's runner fires a due schedule once across every replica (a row lease) and records each run
 * with its start, end, result and output; "Run now" (POST /api/v1/schedule/execute/{id}) fires it at once.
 */
export const schedule = defineResource({
  name: 'schedule',
  api: { base: SCHEDULE_BASE },
  route: '/system/schedule',
  access: { permissions: ['manage-schedule'] },
  menu: { group: 'system', order: 50 },
  label: label('Schedules', '定时任务'),
  recordLabel: label('Schedule', '定时任务'),
  fields: {
    name: text(label('Name', '名称'), { required: true, unique: true, maxBytes: 100 }),
    job: enumOf(label('Job', '任务'), [...SCHEDULE_JOBS], { required: true }),
    cron: text(label('Cron expression', '定时表达式'), {
      required: true,
      maxBytes: 100,
      pattern: { source: CRON_PATTERN, message: label('five fields: minute hour day month weekday, e.g. 0 3 * * *', '五段：分 时 日 月 周，例如 0 3 * * *') },
      help: label('Minute, hour, day of month, month, day of week, in the business time zone; "0 3 * * *" is every day at 03:00', '分、时、日、月、周（业务时区）；“0 3 * * *”表示每天 03:00'),
    }),
    enabled: boolean(label('Enabled', '启用'), { required: true, defaultValue: true }),
    next_run_at: datetime(label('Next run', '下次运行'), { readOnly: true }),
    last_run_at: datetime(label('Last run', '上次运行'), { readOnly: true }),
    last_result: enumOf(label('Last result', '上次结果'), RUN_RESULTS, { readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'name',
  list: {
    columns: ['name', 'job', 'cron', 'enabled', 'next_run_at', 'last_run_at', 'last_result'],
    search: ['name', 'cron'],
    sort: { field: 'name', order: 'ASC' },
  },
  naturalKey: ['name'],
  importExport: false,
  views: { show: 'scheduleShow' },
  actions: { row: ['scheduleRunNow'], show: ['scheduleRunNow'] },
});
