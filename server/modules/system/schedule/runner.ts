// The schedule runner. Every replica ticks; a tick locks the enabled schedules it can (FOR UPDATE
// SKIP LOCKED), and in that same transaction records a run for each one due and moves its
// last_run_at, so a second replica either skips the locked row or, after the commit, finds it no
// longer due: exactly one server fires a due job. Runs hold a lease; a run whose server died is
// closed as failed once its lease ends. A schedule fires at most once per tick, however long its
// server was down (no catch-up storm).
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { runOutputText, type ScheduleJob } from '../../../../src/resources/system/schedule/model/jobs';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import { nextFire } from './cron';
import { JOBS, type JobContext } from './jobs';

export const LEASE_MS = 10 * 60_000;

interface ScheduleRow {
  id: number;
  job: ScheduleJob;
  cron: string;
  enabled: boolean;
  base: Date;
  next_run_at: Date | null;
}

export interface RunnerOptions {
  db: Kysely<DB>;
  timeZone: string;
  wakeMail: JobContext['wakeMail'];
  /** Names this server in the runs it records. */
  runnerId?: string;
  log?: Pick<Console, 'warn'>;
}

export interface ScheduleRunner {
  /** Fires every due schedule this server could lock; answers the ids of the runs it made (after they ended). */
  tick(): Promise<number[]>;
  /** Runs one schedule now for a user; answers the run's id after it ended, or 'busy' while one is running. */
  runNow(scheduleId: number, user: string): Promise<number | 'busy' | 'missing'>;
}

const sameTime = (a: Date | null, b: Date | undefined) => (a ? a.getTime() : undefined) === b?.getTime();

async function startRun(trx: Transaction<DB>, s: { id: number }, trigger: 'cron' | 'manual', user: string | null, runner: string) {
  const run = await trx
    .insertInto('schedule_run')
    .values({ schedule_id: s.id, trigger, triggered_by: user, runner, result: 'running', lease_until: sql<Date>`now() + ${LEASE_MS} * interval '1 millisecond'` })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`update schedule set last_run_at = now(), last_result = 'running' where id = ${s.id}`.execute(trx);
  return Number(run.id);
}

const running = (trx: Transaction<DB>, id: number) =>
  sql<{ n: number }>`select count(*)::int as n from schedule_run where schedule_id = ${id} and result = 'running' and lease_until > now()`
    .execute(trx)
    .then((r) => r.rows[0].n > 0);

export function createScheduleRunner({ db, timeZone, wakeMail, runnerId = `server-${randomUUID().slice(0, 8)}`, log = console }: RunnerOptions): ScheduleRunner {
  async function execute(runId: number, job: ScheduleJob, scheduleId: number) {
    let result: 'success' | 'failed' = 'success';
    let key: string = 'error';
    let values: Record<string, string | number> = {};
    try {
      const outcome = await JOBS[job]({ db, wakeMail });
      ({ key, values } = outcome);
      if (outcome.failed) result = 'failed';
    } catch (err) {
      result = 'failed';
      values = { message: String((err as Error)?.message ?? err).slice(0, 500) };
    }
    const output = runOutputText(key, values, 'en');
    await db
      .updateTable('schedule_run')
      .set({ finished_at: sql<Date>`now()`, lease_until: null, result, output_key: key, output_values: JSON.stringify(values), output })
      .where('id', '=', runId)
      .execute();
    // The schedule shows how its latest run ended (a later run may have started meanwhile).
    await sql`update schedule set last_result = ${result} where id = ${scheduleId}
      and not exists (select 1 from schedule_run r where r.schedule_id = ${scheduleId} and r.id > ${runId})`.execute(db);
    if (result === 'failed') log.warn(`Schedule ${scheduleId} run ${runId} (${job}) failed: ${output}`);
  }

  async function closeAbandoned() {
    const words = { key: 'leaseEnded', values: {} };
    await sql`update schedule_run set result = 'failed', finished_at = now(), lease_until = null, output_key = ${words.key},
      output_values = '{}'::jsonb, output = ${runOutputText(words.key, words.values, 'en')}
      where result = 'running' and lease_until <= now()`.execute(db);
    // A schedule whose latest run was so closed shows it failed.
    await sql`update schedule s set last_result = 'failed' where s.last_result = 'running' and not exists
      (select 1 from schedule_run r where r.schedule_id = s.id and r.result = 'running')`.execute(db);
  }

  async function claimDue() {
    return writeTransaction(db, async (trx) => {
      const now = (await sql<{ now: Date }>`select now() as now`.execute(trx)).rows[0].now;
      const rows = (
        await sql<ScheduleRow>`select id::int as id, job, cron, enabled, coalesce(last_run_at, created_at) as base, next_run_at
          from schedule where enabled order by id for update skip locked`.execute(trx)
      ).rows;
      const fired: { runId: number; job: ScheduleJob; id: number }[] = [];
      for (const s of rows) {
        const due = nextFire(s.cron, new Date(s.base), timeZone);
        if (due && due <= new Date(now) && !(await running(trx, s.id))) {
          fired.push({ runId: await startRun(trx, s, 'cron', null, runnerId), job: s.job, id: s.id });
          const next = nextFire(s.cron, new Date(now), timeZone);
          await sql`update schedule set next_run_at = ${next ?? null} where id = ${s.id}`.execute(trx);
        } else if (!sameTime(s.next_run_at && new Date(s.next_run_at), due)) {
          await sql`update schedule set next_run_at = ${due ?? null} where id = ${s.id}`.execute(trx);
        }
      }
      // A disabled schedule has no next run.
      await sql`update schedule set next_run_at = null where not enabled and next_run_at is not null`.execute(trx);
      return fired;
    });
  }

  return {
    async tick() {
      await closeAbandoned();
      const fired = await claimDue();
      for (const f of fired) await execute(f.runId, f.job, f.id);
      return fired.map((f) => f.runId);
    },
    async runNow(scheduleId, user) {
      const claimed = await writeTransaction(db, async (trx) => {
        const s = (await sql<{ id: number; job: ScheduleJob }>`select id::int as id, job from schedule where id = ${scheduleId} for update`.execute(trx)).rows[0];
        if (!s) return 'missing' as const;
        if (await running(trx, s.id)) return 'busy' as const;
        return { runId: await startRun(trx, s, 'manual', user, runnerId), job: s.job };
      });
      if (typeof claimed === 'string') return claimed;
      await execute(claimed.runId, claimed.job, scheduleId);
      return claimed.runId;
    },
  };
}

/** Ticks every `pollMs` (jittered, so replicas do not tick in step) until stopped. */
export function startTicking(runner: ScheduleRunner, pollMs: number, log: Pick<Console, 'warn'> = console) {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const next = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = runner
        .tick()
        .catch((err: Error) => log.warn(`Schedule runner: ${err.message}`))
        .finally(next);
    }, pollMs * (0.8 + Math.random() * 0.4));
    timer.unref();
  };
  next();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
}
