import { fileDateSuffix, formatDate, formatDateTime, formatMoney, formatNumber, shownDecimals } from '../../../src/i18n/format';

describe('formatNumber', () => {
  it('groups thousands and trims trailing zeros', () => {
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(2.1)).toBe('2.1');
    expect(formatNumber(0)).toBe('0');
  });

  it('shows negatives in parentheses, rounded to 2 decimals', () => {
    expect(formatNumber(-1234.567)).toBe('(1,234.57)');
    expect(formatNumber(-5)).toBe('(5)');
  });

  it('shows a negative that rounds to zero as 0', () => {
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('takes numeric text and leaves the rest alone', () => {
    expect(formatNumber('1234.50')).toBe('1,234.5');
    expect(formatNumber('n/a')).toBe('n/a');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
  });

  it('accepts another number of decimals', () => {
    expect(formatNumber(1.23456, 4)).toBe('1.2346');
    expect(formatNumber(1.5, 0)).toBe('2');
  });
});

describe('formatMoney', () => {
  it('keeps up to the scale and trims trailing zeros', () => {
    expect(formatMoney(0.12345, 4)).toBe('0.1235');
    expect(formatMoney(1234.5, 4)).toBe('1,234.5');
    expect(formatMoney(10, 6)).toBe('10');
    expect(formatMoney(-0.0125, 4)).toBe('(0.0125)');
  });
});

describe('dates', () => {
  it('keeps a calendar day as written (no time-zone shift)', () => {
    expect(formatDate('2024-03-05')).toBe('2024-03-05');
    expect(formatDateTime('2024-03-05')).toBe('2024-03-05');
  });

  it('writes Date objects and ISO strings in local time', () => {
    const local = new Date(2024, 0, 2, 3, 4, 5);
    expect(formatDate(local)).toBe('2024-01-02');
    expect(formatDateTime(local)).toBe('2024-01-02 03:04');
    expect(formatDateTime(local.toISOString())).toBe('2024-01-02 03:04');
  });

  it('gives empty text for nothing and the input for nonsense', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('not a date');
  });

  it('suffixes exports with YYYY_MM_DD', () => {
    expect(fileDateSuffix(new Date(2024, 8, 9))).toBe('2024_09_09');
  });
});

describe('shownDecimals (R26)', () => {
  it('shows amounts with 2 decimals, unit prices and quantities with their declared scale', () => {
    expect(formatNumber('2420.12100', shownDecimals('amount', { kind: 'money', scale: 5 }))).toBe('2,420.12');
    expect(formatNumber('1.21000', shownDecimals('unit_price', { kind: 'money', scale: 5 }))).toBe('1.21');
    expect(formatNumber('0.12345', shownDecimals('unit_price', { kind: 'money', scale: 5 }))).toBe('0.12345');
    expect(formatNumber('0.1234', shownDecimals('standard_cost', { kind: 'money', scale: 4 }))).toBe('0.1234');
    expect(formatNumber('149.125', shownDecimals('on_hand_qty', { kind: 'decimal', scale: 3 }))).toBe('149.125');
    expect(formatNumber('1200', shownDecimals('qty', { kind: 'integer' }))).toBe('1,200');
  });
});
