// @vitest-environment jsdom
// "Today" in the browser is the business day in the server's BUSINESS_TZ (handed out in /config.js as
// businessTimeZone, default Asia/Shanghai), not the UTC date (issue 24 §1.4).
import { afterEach, describe, expect, it } from 'vitest';
import { businessTimeZone, businessToday } from '../../src/config';

const EARLY_IN_CHINA = new Date('2026-11-27T23:30:00Z'); // 07:30 on the 28th in Shanghai

afterEach(() => {
  delete window.__APP_CONFIG__;
});

describe('the business day', () => {
  it('is the Shanghai date by default, a day ahead of UTC before 08:00 there', () => {
    expect(businessTimeZone()).toBe('Asia/Shanghai');
    expect(businessToday(EARLY_IN_CHINA)).toBe('2026-11-28');
    expect(EARLY_IN_CHINA.toISOString().slice(0, 10)).toBe('2026-11-27');
  });

  it('follows the zone the server configured, and ignores a zone the browser does not know', () => {
    window.__APP_CONFIG__ = { businessTimeZone: 'Europe/Berlin' };
    expect(businessToday(EARLY_IN_CHINA)).toBe('2026-11-28');
    window.__APP_CONFIG__ = { businessTimeZone: 'America/Los_Angeles' };
    expect(businessToday(EARLY_IN_CHINA)).toBe('2026-11-27');
    window.__APP_CONFIG__ = { businessTimeZone: 'Mars/Olympus' };
    expect(businessTimeZone()).toBe('Asia/Shanghai');
  });
});
