import { defineWords } from '../../../i18n/defineWords';

/** Words of monitoring's "Execute now" and "Acknowledge" actions and a log's found rows. */
export const monitoringMessages = defineWords({
  'en-US': {
    screens: {
      monitoring: {
        execute: 'Execute now',
        execute_title: 'Execute "%{name}" now',
        execute_hint: 'The check runs at once on the server over the live data; the run is recorded in the monitoring log with what it found.',
        ran_ok: '"%{name}" ran: OK, %{count} row(s) found',
        ran_alert: '"%{name}" ran: alert, %{count} row(s) found',
        ran_error: '"%{name}" could not run its check: see the log',
        acknowledge: 'Acknowledge',
        acknowledge_title: 'Acknowledge %{smart_count} log(s)',
        acknowledge_hint: 'Marks the logs as seen and handled, with your name and the time; logs already acknowledged stay as they are.',
        acknowledged: '%{smart_count} log(s) acknowledged',
        note: 'Note (what was done)',
        found_rows: 'Found rows',
        no_rows: 'The check found nothing.',
        first_rows: 'The first %{shown} of %{count} rows found',
      },
    },
  },
  'zh-CN': {
    screens: {
      monitoring: {
        execute: '立即执行',
        execute_title: '立即执行“%{name}”',
        execute_hint: '检查将立即在服务器上对实时数据运行，运行结果及发现的行会记入监控日志。',
        ran_ok: '“%{name}”已运行：正常，发现 %{count} 行',
        ran_alert: '“%{name}”已运行：告警，发现 %{count} 行',
        ran_error: '“%{name}”的检查无法运行：请查看日志',
        acknowledge: '确认',
        acknowledge_title: '确认 %{smart_count} 条日志',
        acknowledge_hint: '将日志标记为已查看并处理，记录您的姓名和时间；已确认的日志保持不变。',
        acknowledged: '已确认 %{smart_count} 条日志',
        note: '备注（处理情况）',
        found_rows: '发现的行',
        no_rows: '检查未发现任何行。',
        first_rows: '共发现 %{count} 行，显示前 %{shown} 行',
      },
    },
  },
});
