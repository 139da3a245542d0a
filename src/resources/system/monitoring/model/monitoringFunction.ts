import { defineResource } from '../../../../schema';
import { boolean, datetime, enumOf, integer, label, remarkField, text } from '../../../../schema/fields';
import { LOG_RESULTS, MONITORING_CHECKS, MONITORING_FREQUENCIES } from './checks';
import { MONITORING_BASE, MONITORING_MANAGER_ACCESS } from './wire';

/**
 * A monitoring function: a named check the product runs over its own tables (ASNs shipped without
 * an 856, EDI interchanges stuck in the outbox, negative stock ...). Running it (POST
 * /api/v2/monitoring/execute/{id}) counts what the check finds and records a log row: ok when the
 * count is at most the threshold, alert above it, error when the check itself failed.
 */
export const monitoringFunction = defineResource({
  name: 'monitoring_function',
  api: { base: MONITORING_BASE },
  route: '/system/FunctionManagement',
  access: MONITORING_MANAGER_ACCESS,
  menu: { group: 'system', order: 55 },
  label: label('Monitoring functions', '监控功能'),
  recordLabel: label('Monitoring function', '监控功能'),
  fields: {
    code: text(label('Code', '代码'), { required: true, unique: true, maxBytes: 20, upperCase: true }),
    name: text(label('Name', '名称'), { required: true, maxBytes: 100 }),
    check: enumOf(label('Check', '检查项'), [...MONITORING_CHECKS], { required: true }),
    enabled: boolean(label('Enabled', '启用'), { required: true, defaultValue: true }),
    threshold: integer(label('Alert above', '告警阈值'), {
      required: true,
      min: 0,
      max: 100000,
      defaultValue: 0,
      help: label('The run alerts when it finds more rows than this; 0 alerts on any row', '发现的行数超过此值时告警；0 表示发现任一行即告警'),
    }),
    frequency: enumOf(label('Schedule', '运行计划'), [...MONITORING_FREQUENCIES], { required: true, defaultValue: 'daily_0800' }),
    mail_group: text(label('Mail group', '邮件组'), { maxBytes: 100, help: label('The mail group told of an alert', '告警时通知的邮件组') }),
    last_run_at: datetime(label('Last run', '上次运行'), { readOnly: true }),
    last_result: enumOf(label('Last result', '上次结果'), LOG_RESULTS, { readOnly: true }),
    last_found: integer(label('Last found', '上次发现'), { readOnly: true }),
    remark: remarkField(),
  },
  titleField: 'name',
  list: {
    columns: ['code', 'name', 'check', 'enabled', 'threshold', 'frequency', 'mail_group', 'last_run_at', 'last_result', 'last_found'],
    search: ['code', 'name', 'mail_group'],
    sort: { field: 'code', order: 'ASC' },
  },
  naturalKey: ['code'],
  importExport: false,
  actions: { row: ['monitoringExecute'], show: ['monitoringExecute'] },
});
