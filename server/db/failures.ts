// Database failures that are nobody's bad input: a write that lost a race with another (deadlock,
// serialization failure) and a lost connection (restart, failover, terminated backend). They are
// answered as what they are, 409 and 503, so callers know to try again; never a bare 500.
import type { Locale } from '../../src/schema';

/** 40P01 deadlock_detected, 40001 serialization_failure: the transaction was rolled back whole. */
const CONFLICT_CODES = new Set(['40P01', '40001']);
/** 57P01-03: the server shut the backend down or is starting; class 08: the connection broke. */
const LOST_CODES = /^(57P0[123]|08...)$/;
/** What pg and Node say when the socket went away without a PostgreSQL error code. */
const LOST_SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);
const LOST_MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect/i;

const codeOf = (err: unknown) => (err && typeof err === 'object' ? (err as { code?: unknown }).code : undefined);

export const isWriteConflict = (err: unknown) => CONFLICT_CODES.has(String(codeOf(err)));

/** 23505 unique_violation, optionally of one named index or constraint. */
export const isUniqueViolation = (err: unknown, constraint?: string) =>
  codeOf(err) === '23505' && (constraint === undefined || (err as { constraint?: unknown }).constraint === constraint);

export function isConnectionLost(err: unknown): boolean {
  const code = String(codeOf(err) ?? '');
  if (LOST_CODES.test(code) || LOST_SOCKET_CODES.has(code)) return true;
  return err instanceof Error && LOST_MESSAGES.test(err.message);
}

const en = {
  writeConflict: () => 'Someone else was changing the same records at the same moment; nothing was saved. Please try again.',
  unavailable: () => 'The database is briefly unavailable. Please try again in a moment.',
};
const zh: typeof en = {
  writeConflict: () => '其他人正在同时修改相同的记录，本次未保存任何内容，请重试。',
  unavailable: () => '数据库暂时不可用，请稍后重试。',
};
const catalogues: Record<Locale, typeof en> = { 'en-US': en, 'zh-CN': zh };

/** The answer for a database failure that is not a bug, or undefined. */
export function databaseFailure(err: unknown, locale: Locale): { status: 409 | 503; message: string } | undefined {
  if (isWriteConflict(err)) return { status: 409, message: catalogues[locale].writeConflict() };
  if (isConnectionLost(err)) return { status: 503, message: catalogues[locale].unavailable() };
  return undefined;
}
