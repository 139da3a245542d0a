// Sends the mail outbox: claims a bounded batch of waiting rows (oldest first), sends each, and
// marks it sent, or records the try and schedules the next with doubling back-off, giving up after
// MailConfig.maxAttempts. The claim pushes next_attempt_at forward in the same statement that picks
// the rows (FOR UPDATE SKIP LOCKED), so two servers on one database never hold the same row; a
// server that dies mid-send leaves the row to be retried when its lease ends. Bodies hold reset
// links: they are never logged.
import { sql, type Kysely } from 'kysely';
import type { MailConfig } from '../config';
import type { DB } from '../db/types';
import type { MailTransport } from './transport';

export const BATCH = 20;
const LEASE_MS = 5 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;

export interface OutboxSender {
  /** Look at the outbox now (after a mail was written); returns when that look is over. */
  wake(): Promise<void>;
  stop(): Promise<void>;
}

type Log = Pick<Console, 'warn'>;

const after = (ms: number) => sql<Date>`now() + ${ms} * interval '1 millisecond'`;

async function claim(db: Kysely<DB>) {
  return db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: after(LEASE_MS) })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .where((w) => w.or([w('next_attempt_at', 'is', null), w('next_attempt_at', '<=', sql<Date>`now()`)]))
        .orderBy('id')
        .limit(BATCH)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'to_address', 'subject', 'body', 'attempts'])
    .execute();
}

export function startOutboxSender(db: Kysely<DB>, transport: MailTransport, config: MailConfig, log: Log = console): OutboxSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  async function sendOne(row: Awaited<ReturnType<typeof claim>>[number]) {
    const attempts = row.attempts + 1;
    try {
      await transport.send({ to: row.to_address, subject: row.subject, text: row.body });
      await db.updateTable('mail_outbox').set({ sent_at: sql<Date>`now()`, attempts, last_error: null, next_attempt_at: null }).where('id', '=', row.id).execute();
    } catch (err) {
      const message = String((err as Error)?.message ?? err).slice(0, 500);
      const giveUp = attempts >= config.maxAttempts;
      const wait = Math.min(config.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      await db
        .updateTable('mail_outbox')
        .set({ attempts, last_error: message, next_attempt_at: giveUp ? null : after(wait), failed_at: giveUp ? sql<Date>`now()` : null })
        .where('id', '=', row.id)
        .execute();
      log.warn(`Mail ${row.id} to ${row.to_address}: try ${attempts} failed (${message})${giveUp ? '; given up' : ''}`);
    }
  }

  async function drain() {
    do {
      again = false;
      // A full batch means more may wait behind it.
      for (let rows = await claim(db); rows.length && !stopped; rows = rows.length === BATCH ? await claim(db) : []) {
        for (const row of rows) await sendOne(row);
      }
    } while (again && !stopped);
    if (!stopped) await scheduleRetry();
  }

  /** Wakes up when the soonest retry is due, if that comes before the next poll. */
  async function scheduleRetry() {
    const { due } = await db
      .selectFrom('mail_outbox')
      .select(sql<number | null>`(extract(epoch from min(next_attempt_at) - now()) * 1000)::float8`.as('due'))
      .where('sent_at', 'is', null)
      .where('failed_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (due === null || due >= config.pollMs || stopped) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => void wake(), Math.max(due, 0) + 10);
    retryTimer.unref();
  }

  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = drain()
      .catch((err: Error) => log.warn(`Mail outbox: ${err.message}`))
      .finally(() => {
        running = null;
      });
    return running;
  }

  const timer = setInterval(() => void wake(), config.pollMs);
  timer.unref();
  void wake();

  return {
    wake,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      clearTimeout(retryTimer);
      transport.close();
    },
  };
}
