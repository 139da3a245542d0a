import { defineResource } from '../../../../schema';
import { boolean, datetime, enumOf, integer, json, label, reference, text } from '../../../../schema/fields';
import { LOG_RESULTS } from './checks';
import { MONITORING_LOG_BASE, MONITORING_VIEW_ACCESS } from './wire';

export const LOG_TRIGGERS = [
  { value: 'manual', label: label('Run now', '立即运行') },
  { value: 'schedule', label: label('Schedule', '定时') },
];

/**
 * One run of a monitoring function: when it started and ended, how it ended, how many rows the
 * check found (and the rows themselves, up to 200), and whether someone has acknowledged it. Only
 * a run makes a log row; the one write is the acknowledgement (PUT /api/v2/monitoring-log).
 */
export const monitoringLog = defineResource({
  name: 'monitoring_log',
  api: { base: MONITORING_LOG_BASE },
  route: '/system/LogManagement',
  routeAliases: { show: 'Detail/:id' },
  access: MONITORING_VIEW_ACCESS,
  menu: { group: 'system', order: 56 },
  label: label('Monitoring logs', '监控日志'),
  recordLabel: label('Monitoring log', '监控日志'),
  fields: {
    function_id: reference(label('Function', '监控功能'), 'monitoring_function', { required: true, readOnly: true }),
    result: enumOf(label('Result', '结果'), LOG_RESULTS, { required: true, readOnly: true }),
    found_count: integer(label('Found', '发现行数'), { required: true, readOnly: true }),
    threshold: integer(label('Alert above', '告警阈值'), { readOnly: true, listHidden: true }),
    started_at: datetime(label('Started', '开始时间'), { required: true, readOnly: true }),
    finished_at: datetime(label('Finished', '结束时间'), { readOnly: true }),
    trigger: enumOf(label('Fired by', '触发方式'), LOG_TRIGGERS, { required: true, readOnly: true }),
    triggered_by: text(label('Run by', '运行人'), { maxBytes: 60, readOnly: true }),
    message: text(label('Message', '消息'), { maxBytes: 500, readOnly: true, listHidden: true }),
    found_rows: json(label('Found rows', '发现的行'), { readOnly: true, listHidden: true, filters: [] }),
    acknowledged: boolean(label('Acknowledged', '已确认'), { required: true, readOnly: true, defaultValue: false }),
    acknowledged_by: text(label('Acknowledged by', '确认人'), { maxBytes: 60, readOnly: true }),
    acknowledged_at: datetime(label('Acknowledged at', '确认时间'), { readOnly: true, listHidden: true }),
    ack_note: text(label('Acknowledgement note', '确认备注'), { maxBytes: 500, multiline: true, readOnly: true, listHidden: true }),
  },
  titleField: 'started_at',
  list: {
    columns: ['started_at', 'function_id', 'result', 'found_count', 'trigger', 'triggered_by', 'finished_at', 'acknowledged', 'acknowledged_by'],
    search: ['triggered_by', 'message'],
    sort: { field: 'started_at', order: 'DESC' },
  },
  importExport: false,
  create: false,
  writtenByOwnCalls: {
    update: true,
    delete: true,
    message: label('Logs are written by runs only; acknowledge them with PUT /api/v2/monitoring-log', '日志仅由运行写入；请用 PUT /api/v2/monitoring-log 确认'),
  },
  views: { show: 'monitoringLogShow' },
  actions: { bulk: ['monitoringAcknowledge'], show: ['monitoringAcknowledge'] },
});
