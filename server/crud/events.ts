// Every change is recorded: who, when, which record, before and after. The event log screen reads it.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';

export interface ChangeEvent {
  /**
   * The user authenticate() returned (req.user): on a switched session it carries `original_user`,
   * so the event keeps both the account acted as and the person behind it.
   */
  user: { id: number; name: string; original_user?: { id: number; name: string } } | undefined;
  resource: string;
  recordId: number | null;
  action: 'create' | 'update' | 'delete' | 'import' | 'switch' | 'switch_back' | 'snapshot';
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** Keys whose values never reach the event log, whatever a caller hands in. */
const SECRET_KEY = /pass(word)?(_hash)?$|secret|token|captcha/i;
/** What a secret's value becomes: a change is still visible, the value is not. */
const HIDDEN = 'changed';

function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((v) => scrub(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && v !== null && v !== undefined ? HIDDEN : scrub(v, depth + 1);
  return out;
}

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(scrub(v)));

export async function recordEvent(db: Kysely<DB>, e: ChangeEvent): Promise<void> {
  await db
    .insertInto('events')
    .values({
      user_id: e.user?.id ?? null,
      user_name: e.user?.name ?? null,
      original_user_id: e.user?.original_user?.id ?? null,
      original_user_name: e.user?.original_user?.name ?? null,
      resource: e.resource,
      record_id: e.recordId,
      action: e.action,
      before: json(e.before),
      after: json(e.after),
      reason: e.reason ?? null,
    })
    .execute();
}
