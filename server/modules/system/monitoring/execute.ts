// Running a monitoring function: its check runs, then one transaction records the log row (start,
// end, result, found count, the found rows) and the function's last run. ok: found no more than the
// threshold; alert: more; error: the check itself failed (its message kept, nothing found).
import { sql, type Kysely } from 'kysely';
import type { MonitoringCheck } from '../../../../src/resources/system/monitoring/model/checks';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import { CHECKS, type CheckOutcome } from './checks';

type Dyn = Kysely<Record<string, Record<string, unknown>>>;

export interface RunRequest {
  functionId: number;
  trigger: 'manual' | 'schedule';
  user: string | null;
}

/** Answers the new log row's id, or undefined when the function does not exist. */
export async function runMonitoringFunction(db: Kysely<DB>, { functionId, trigger, user }: RunRequest): Promise<number | undefined> {
  const fn = (await sql<{ check: MonitoringCheck; threshold: number }>`select "check", threshold::int as threshold from monitoring_function where id = ${functionId}`.execute(db)).rows[0];
  if (!fn) return undefined;
  const startedAt = new Date();
  let outcome: CheckOutcome = { count: 0, rows: [] };
  let message: string | null = null;
  let result: 'ok' | 'alert' | 'error';
  try {
    const check = CHECKS[fn.check];
    if (!check) throw new Error(`Unknown check ${fn.check}`);
    outcome = await check(db);
    result = outcome.count > fn.threshold ? 'alert' : 'ok';
  } catch (err) {
    result = 'error';
    message = String((err as Error)?.message ?? err).slice(0, 500);
  }
  const by = user ?? 'system';
  return writeTransaction(db, async (trx) => {
    const dyn = trx as unknown as Dyn;
    const row = await dyn
      .insertInto('monitoring_log')
      .values({
        function_id: functionId,
        result,
        found_count: outcome.count,
        threshold: fn.threshold,
        started_at: startedAt.toISOString(),
        finished_at: sql`now()`,
        trigger,
        triggered_by: user,
        message,
        found_rows: JSON.stringify(outcome.rows),
        acknowledged: false,
        created_by: by,
        updated_by: by,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`update monitoring_function set last_run_at = ${startedAt}, last_result = ${result}, last_found = ${outcome.count} where id = ${functionId}`.execute(trx);
    return Number(row.id);
  });
}
