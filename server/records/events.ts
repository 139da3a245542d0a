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

/** Whether a key names a secret; keys repeat on every row of an event, so each is tested once. */
const secretKeys = new Map<string, boolean>();
function isSecret(key: string): boolean {
  let secret = secretKeys.get(key);
  if (secret === undefined) {
    secret = SECRET_KEY.test(key);
    if (secretKeys.size < 10_000) secretKeys.set(key, secret);
  }
  return secret;
}

const plain = (v: object) => {
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * The value with secrets hidden. Plain objects and arrays holding none are returned as they are (a
 * 500-line order is not copied row by row); anything else is copied into a plain object, as before.
 */
function scrub(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object' || value instanceof Date) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v === null || typeof v !== 'object' || !(i in value)) continue;
      const s = scrub(v, depth + 1);
      if (s !== v) (out ??= value.slice())[i] = s;
    }
    return out ?? value;
  }
  const source = value as Record<string, unknown>;
  let out: Record<string, unknown> | undefined = plain(value) ? undefined : {};
  for (const k of Object.keys(source)) {
    const v = source[k];
    let s = v;
    if (isSecret(k)) {
      if (v !== null && v !== undefined) s = HIDDEN;
    } else if (v !== null && typeof v === 'object') s = scrub(v, depth + 1);
    if (s !== v && !out) out = { ...source };
    if (out) out[k] = s;
  }
  return out ?? value;
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
