// Every change is recorded: who, when, which record, before and after. The event log screen reads it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export interface ChangeEvent {
  user: { id: number; name: string } | undefined;
  resource: string;
  recordId: number | null;
  action: 'create' | 'update' | 'delete' | 'import';
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

export async function recordEvent(db: Kysely<DB>, e: ChangeEvent): Promise<void> {
  await db
    .insertInto('events')
    .values({
      user_id: e.user?.id ?? null,
      user_name: e.user?.name ?? null,
      resource: e.resource,
      record_id: e.recordId,
      action: e.action,
      before: json(e.before),
      after: json(e.after),
      reason: e.reason ?? null,
    })
    .execute();
}
