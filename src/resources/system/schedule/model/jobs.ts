// The jobs a schedule may run: the product's own housekeeping, each implemented by the server
// (server/modules/system/schedule/jobs.ts). Shared so the form offers exactly the jobs the runner knows.
import { label } from '../../../../schema/fields';

export const SCHEDULE_JOBS = [
  { value: 'purge_sessions', label: label('Purge expired sessions and sign-in codes', '清理过期会话与验证码') },
  { value: 'mail_outbox_retry', label: label('Put given-up mails back in the outbox', '重新投递发送失败的邮件') },
  { value: 'edi_outbox_watch', label: label('Watch the EDI outbox for stale interchanges', '检查 EDI 发件箱中滞留的报文') },
  { value: 'v2v_mail_watch', label: label('Watch the V2V backlog mails waiting to be synced', '检查待同步的 V2V 未交订单邮件') },
] as const;

export type ScheduleJob = (typeof SCHEDULE_JOBS)[number]['value'];

/** How a run ended; `running` while it is under way (or until its lease ends, if its server stopped). */
export const RUN_RESULTS = [
  { value: 'running', label: label('Running', '运行中'), color: 'info' as const },
  { value: 'success', label: label('Succeeded', '成功'), color: 'success' as const },
  { value: 'failed', label: label('Failed', '失败'), color: 'error' as const },
];

/** What a run reports, keyed as `output_key`; `%{name}` takes the run's `output_values`. */
export const RUN_OUTPUTS = {
  purged: label(
    'Removed %{sessions} expired session(s), %{captchas} captcha(s) and %{resets} reset link(s)',
    '已清理 %{sessions} 个过期会话、%{captchas} 个验证码和 %{resets} 个重置链接',
  ),
  mailRequeued: label('%{mails} given-up mail(s) put back in the outbox', '%{mails} 封发送失败的邮件已重新排队'),
  ediFresh: label('%{waiting} interchange(s) waiting, none older than %{hours} hours', '%{waiting} 份报文待发送，均未超过 %{hours} 小时'),
  ediStale: label('%{stale} of %{waiting} waiting interchange(s) older than %{hours} hours; oldest: %{oldest}', '%{waiting} 份待发送报文中有 %{stale} 份超过 %{hours} 小时；最早：%{oldest}'),
  v2vFresh: label('%{waiting} V2V mail(s) waiting to be synced, none refused', '%{waiting} 封 V2V 邮件待同步，无被拒绝的'),
  v2vRefused: label('%{refused} V2V mail(s) refused and waiting: %{subjects}', '%{refused} 封 V2V 邮件被拒绝仍待处理：%{subjects}'),
  leaseEnded: label('The server running it stopped before the job ended', '运行它的服务器在任务结束前停止了'),
  error: label('The job failed: %{message}', '任务失败：%{message}'),
};

export type RunOutputKey = keyof typeof RUN_OUTPUTS;

/** A run's words in one language (the page and the server log read the same template). */
export function runOutputText(key: string | null, values: Record<string, string | number> | null, lang: 'en' | 'zh'): string {
  const words = key && key in RUN_OUTPUTS ? RUN_OUTPUTS[key as RunOutputKey][lang] : '';
  return words.replace(/%\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
}
