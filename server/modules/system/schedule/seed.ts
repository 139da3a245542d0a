// Demo schedules, one per job, and their last few runs at the times their cron fired (a stale EDI
// interchange flagged once, a manual run), so the list and the run log read like a working system on
// a fresh start; the last run is the latest fire time, so nothing is due the moment a server starts.
import { sql, type Kysely } from 'kysely';
import { runOutputText } from '../../../../src/resources/system/schedule/model/jobs';
import type { DB } from '../../../db/types';
import { previousFires } from './cron';

export const scheduleRows = [
  { name: 'Nightly session purge', job: 'purge_sessions', cron: '30 2 * * *', enabled: true, remark: 'Keeps the sessions table small; revoked sessions stay 30 days for the sign-in history.' },
  { name: 'Mail outbox retry', job: 'mail_outbox_retry', cron: '0 8 * * 1-5', enabled: true },
  { name: 'EDI outbox watch', job: 'edi_outbox_watch', cron: '0 */4 * * *', enabled: true, remark: 'Fails when an interchange has waited more than 24 hours for the gateway.' },
  { name: 'V2V backlog mail watch', job: 'v2v_mail_watch', cron: '15 9,15 * * 1-5', enabled: false },
];

type Outcome = ['success' | 'failed', string, Record<string, string | number>];

/** Each schedule's runs, oldest first; the last one ran at its latest fire time. */
const RUNS: Record<string, Outcome[]> = {
  'Nightly session purge': [
    ['success', 'purged', { sessions: 14, captchas: 37, resets: 1 }],
    ['success', 'purged', { sessions: 9, captchas: 22, resets: 0 }],
  ],
  'Mail outbox retry': [['success', 'mailRequeued', { mails: 2 }]],
  'EDI outbox watch': [
    ['failed', 'ediStale', { stale: 1, waiting: 3, hours: 24, oldest: '000001001' }],
    ['success', 'ediFresh', { waiting: 2, hours: 24 }],
    ['success', 'ediFresh', { waiting: 2, hours: 24 }],
  ],
  'V2V backlog mail watch': [['success', 'v2vFresh', { waiting: 1 }]],
};

export async function seedScheduleRuns(db: Kysely<DB>) {
  const timeZone = process.env.BUSINESS_TZ || 'Asia/Shanghai';
  for (const row of scheduleRows) {
    const outcomes = RUNS[row.name] ?? [];
    const times = previousFires(row.cron, new Date(), timeZone, outcomes.length).reverse();
    for (const [i, [result, key, values]] of outcomes.entries()) {
      await sql`insert into schedule_run (schedule_id, trigger, runner, started_at, finished_at, result, output_key, output_values, output)
        select id, 'cron', 'server-demo', ${times[i]}, ${times[i]}::timestamptz + interval '2 seconds', ${result}, ${key},
          ${JSON.stringify(values)}::jsonb, ${runOutputText(key, values, 'en')} from schedule where name = ${row.name}`.execute(db);
    }
  }
  await sql`update schedule s set last_run_at = r.started_at, last_result = r.result
    from (select distinct on (schedule_id) schedule_id, started_at, result from schedule_run order by schedule_id, id desc) r
    where r.schedule_id = s.id`.execute(db);
}
