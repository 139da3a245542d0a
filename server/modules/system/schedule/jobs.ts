// The schedule jobs: the product's own housekeeping, each a short piece of SQL over tables other
// features keep. A job answers its words (a key of RUN_OUTPUTS and values) and `failed: true` when
// what it found needs a person; it throws only when it could not do its work.
import { sql, type Kysely } from 'kysely';
import type { RunOutputKey, ScheduleJob } from '../../../../src/resources/system/schedule/model/jobs';
import type { DB } from '../../../db/types';

export interface JobOutcome {
  key: RunOutputKey;
  values: Record<string, string | number>;
  failed?: boolean;
}

export interface JobContext {
  db: Kysely<DB>;
  /** Looks at the mail outbox now (the outbox sender's wake; nothing without MAIL_URL). */
  wakeMail: () => Promise<void>;
}

/** Interchanges older than this in the EDI outbox mean the gateway is not taking them. */
export const EDI_STALE_HOURS = 24;
/** Given-up mails younger than this are put back; older ones stay given up. */
const MAIL_RETRY_DAYS = 7;

const count = async (db: Kysely<DB>, query: ReturnType<typeof sql<{ n: number }>>) => Number((await query.execute(db)).rows[0]?.n ?? 0);

async function purgeSessions({ db }: JobContext): Promise<JobOutcome> {
  // A day's grace after expiry; a session still a live switched session's parent stays.
  const sessions = await count(
    db,
    sql<{ n: number }>`with gone as (delete from sessions s where (s.expires_at < now() - interval '1 day' or s.revoked_at < now() - interval '30 days')
      and not exists (select 1 from sessions c where c.parent_session_id = s.id and c.expires_at >= now() and c.revoked_at is null) returning 1)
      select count(*)::int as n from gone`,
  );
  const captchas = await count(db, sql<{ n: number }>`with gone as (delete from captchas where expires_at < now() returning 1) select count(*)::int as n from gone`);
  const resets = await count(
    db,
    sql<{ n: number }>`with gone as (delete from password_resets where expires_at < now() - interval '1 day' returning 1) select count(*)::int as n from gone`,
  );
  return { key: 'purged', values: { sessions, captchas, resets } };
}

async function mailOutboxRetry({ db, wakeMail }: JobContext): Promise<JobOutcome> {
  const mails = await count(
    db,
    sql<{ n: number }>`with back as (update mail_outbox set failed_at = null, attempts = 0, next_attempt_at = null
      where sent_at is null and failed_at is not null and failed_at > now() - make_interval(days => ${MAIL_RETRY_DAYS}) returning 1)
      select count(*)::int as n from back`,
  );
  if (mails) await wakeMail();
  return { key: 'mailRequeued', values: { mails } };
}

async function ediOutboxWatch({ db }: JobContext): Promise<JobOutcome> {
  const row = (
    await sql<{ waiting: number; stale: number; oldest: string | null }>`select count(*)::int as waiting,
      count(*) filter (where created_at < now() - make_interval(hours => ${EDI_STALE_HOURS}))::int as stale,
      (select control_no from edi_outbox where sent_at is null order by created_at, id limit 1) as oldest
      from edi_outbox where sent_at is null`.execute(db)
  ).rows[0];
  const values = { waiting: row.waiting, stale: row.stale, hours: EDI_STALE_HOURS, oldest: row.oldest ?? '' };
  return row.stale ? { key: 'ediStale', values, failed: true } : { key: 'ediFresh', values };
}

async function v2vMailWatch({ db }: JobContext): Promise<JobOutcome> {
  const rows = (await sql<{ subject: string; error: string | null }>`select subject, error from cf_v2v_mail where synced_at is null order by id`.execute(db)).rows;
  const refused = rows.filter((r) => r.error);
  if (!refused.length) return { key: 'v2vFresh', values: { waiting: rows.length } };
  return { key: 'v2vRefused', values: { refused: refused.length, subjects: refused.map((r) => r.subject).join('; ').slice(0, 400) }, failed: true };
}

export const JOBS: Record<ScheduleJob, (ctx: JobContext) => Promise<JobOutcome>> = {
  purge_sessions: purgeSessions,
  mail_outbox_retry: mailOutboxRetry,
  edi_outbox_watch: ediOutboxWatch,
  v2v_mail_watch: v2vMailWatch,
};
