import { defineWords } from '../../../i18n/defineWords';

/** Words of the schedule's run log and its "Run now" action. */
export const scheduleMessages = defineWords({
  'en-US': {
    screens: {
      schedule: {
        run_now: 'Run now',
        run_title: 'Run "%{name}" now',
        run_hint: 'The job runs at once on the server, beside its cron times; the run is logged with its result.',
        ran: '"%{name}" ran: see its run log',
        ran_failed: '"%{name}" ran and failed: see its run log',
        runs: 'Runs',
        no_runs: 'This schedule has not run yet.',
        started: 'Started',
        finished: 'Finished',
        trigger: 'Fired by',
        trigger_cron: 'Cron',
        trigger_manual: 'Run now by %{user}',
        result: 'Result',
        output: 'Output',
        shown: '%{from}–%{to} of %{count}',
      },
    },
  },
  'zh-CN': {
    screens: {
      schedule: {
        run_now: '立即运行',
        run_title: '立即运行“%{name}”',
        run_hint: '任务将立即在服务器上运行（不影响其定时计划），运行结果会记入运行记录。',
        ran: '“%{name}”已运行：请查看运行记录',
        ran_failed: '“%{name}”运行失败：请查看运行记录',
        runs: '运行记录',
        no_runs: '此定时任务尚未运行。',
        started: '开始时间',
        finished: '结束时间',
        trigger: '触发方式',
        trigger_cron: '定时',
        trigger_manual: '%{user} 立即运行',
        result: '结果',
        output: '输出',
        shown: '第 %{from}–%{to} 条，共 %{count} 条',
      },
    },
  },
});
