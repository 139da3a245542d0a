// Dates typed as text: year, month, day in any of the usual separators, ISO out, wrong dates refused.
import { describe, expect, it } from 'vitest';
import { dateTextOf, parseDateText, parseDateTimeText, pickerValueOf } from '../../../src/i18n/dateText';

describe('date text', () => {
  it('reads a calendar day written year first, with any usual separator', () => {
    for (const text of ['2026-03-01', '2026/3/1', '2026.03.01', '20260301', ' 2026-3-01 ', '2026年3月1日']) expect(parseDateText(text), text).toBe('2026-03-01');
  });

  it('gives null for an empty text and undefined for what is not a day', () => {
    expect(parseDateText('')).toBeNull();
    for (const text of ['03/01/2026', '2026-02-30', '2026-13-01', '2026-03', '2026-11', '2026-1-1-1', '2026031', '2026-03-01x', 'today']) expect(parseDateText(text), text).toBeUndefined();
  });

  it('reads a local date-time, the time optional, as an ISO instant', () => {
    expect(parseDateTimeText('2026-03-01 14:30')).toBe(new Date(2026, 2, 1, 14, 30).toISOString());
    expect(parseDateTimeText('2026/3/1')).toBe(new Date(2026, 2, 1).toISOString());
    expect(parseDateTimeText('')).toBeNull();
    expect(parseDateTimeText('2026-03-01 25:00')).toBeUndefined();
    expect(parseDateTimeText('2026-03-01 later')).toBeUndefined();
  });

  it('shows an ISO value as YYYY-MM-DD (HH:mm), and as the native picker takes it', () => {
    const instant = new Date(2026, 2, 1, 9, 5).toISOString();
    expect(dateTextOf('2026-03-01', false)).toBe('2026-03-01');
    expect(dateTextOf(instant, true)).toBe('2026-03-01 09:05');
    expect(pickerValueOf(instant, true)).toBe('2026-03-01T09:05');
    expect(dateTextOf(null, false)).toBe('');
  });
});
