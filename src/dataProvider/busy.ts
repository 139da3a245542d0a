// A server briefly too busy to answer (issue 24 §1.1): busy uploads answer 429 and a dropped database
// connection 503, both with Retry-After. The user stays signed in; a read is tried once more. A 503
// without Retry-After keeps the spec's legacy meaning (sign out), decided in errors.ts.
import { BUSY_RETRY_MAX_WAIT_MS } from '../config';

/** The status and Retry-After of a busy answer: 429 or 503, with the header. */
export function isBusyAnswer(status: number, retryAfter: string | null | undefined): boolean {
  return (status === 429 || status === 503) && typeof retryAfter === 'string' && retryAfter.trim() !== '';
}

/** Retry-After in ms (delta-seconds or an HTTP date), capped; 0 when unreadable. */
export function busyWaitMs(retryAfter: string, now = Date.now()): number {
  const value = retryAfter.trim();
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), BUSY_RETRY_MAX_WAIT_MS) : 0;
}

/** Waits `ms`, or rejects with an AbortError as soon as the caller cancels. */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  const cancelled = () => new DOMException('The request was cancelled', 'AbortError');
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelled());
    const stop = () => {
      clearTimeout(timer);
      reject(cancelled());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    signal?.addEventListener('abort', stop, { once: true });
  });
}
