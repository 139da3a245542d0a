// @vitest-environment jsdom
// R8: the helper cookie (a provider sign-out done lately) holds the next sign-out back, and is cleared
// only once it is older than two hours (document 000 §4 and §9, document 002 §9).
import { afterEach, describe, expect, it } from 'vitest';
import { HELPER_COOKIE, helperCookieHolds, readCookie, setHelperCookie } from '../../../../src/authProvider/sso/cookies';

const T0 = Date.parse('2026-11-27T08:00:00Z');
const HOUR = 3_600_000;

afterEach(() => {
  document.cookie = `${HELPER_COOKIE}=; path=/; max-age=0`;
});

describe('the single-sign-on helper cookie', () => {
  it('holds and stays for two hours after it was set', () => {
    setHelperCookie(T0);
    expect(helperCookieHolds(T0 + HOUR)).toBe(true);
    expect(helperCookieHolds(T0 + 2 * HOUR)).toBe(true);
    expect(readCookie(HELPER_COOKIE)).toBe(String(T0));
  });

  it('is cleared once older than two hours, and then holds nothing back', () => {
    setHelperCookie(T0);
    expect(helperCookieHolds(T0 + 2 * HOUR + 1000)).toBe(false);
    expect(readCookie(HELPER_COOKIE)).toBeUndefined();
  });

  it('is cleared when its time cannot be read', () => {
    document.cookie = `${HELPER_COOKIE}=garbage; path=/`;
    expect(helperCookieHolds(T0)).toBe(false);
    expect(readCookie(HELPER_COOKIE)).toBeUndefined();
  });
});
