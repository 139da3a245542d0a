// Which answers mean "busy, try again" (issue 24 §1.1), and how long the one retry of a read waits.
import { describe, expect, it } from 'vitest';
import { BUSY_RETRY_MAX_WAIT_MS } from '../../../src/config';
import { busyWaitMs, isBusyAnswer } from '../../../src/dataProvider/busy';

describe('busy answers', () => {
  it('are 429 or 503 that carry Retry-After; a 503 without it is the legacy sign-out', () => {
    expect(isBusyAnswer(429, '5')).toBe(true);
    expect(isBusyAnswer(503, '5')).toBe(true);
    expect(isBusyAnswer(503, null)).toBe(false);
    expect(isBusyAnswer(503, ' ')).toBe(false);
    expect(isBusyAnswer(429, undefined)).toBe(false);
    expect(isBusyAnswer(500, '5')).toBe(false);
  });

  it('wait what the server asks, in seconds or as a date, but never longer than the cap', () => {
    expect(busyWaitMs('1')).toBe(1000);
    expect(busyWaitMs('0')).toBe(0);
    expect(busyWaitMs('120')).toBe(BUSY_RETRY_MAX_WAIT_MS);
    const now = Date.parse('2026-11-27T06:00:00Z');
    expect(busyWaitMs('Fri, 27 Nov 2026 06:00:01 GMT', now)).toBe(1000);
    expect(busyWaitMs('Fri, 27 Nov 2026 05:59:00 GMT', now)).toBe(0);
    expect(busyWaitMs('soon')).toBe(0);
  });
});
