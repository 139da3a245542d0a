// What PostgreSQL can store, as the field rules (form and server alike) now check it: values that
// once passed validation and then failed in the database (issue 9).
import { describe, expect, it } from 'vitest';
import { fitsNumeric, isIsoDate, jsonStorable, kinds, MAX_WHOLE, parseIsoDateTime } from '../../../src/schema';
import { date, datetime, integer, json, label, money, multiReference, reference, text } from '../../../src/schema/fields';

const ctx = { locale: 'en-US' as const, label: 'Field' };
const zh = { locale: 'zh-CN' as const, label: '字段' };
const l = label('Field', '字段');

describe('storable values', () => {
  it('dates: real days, year 1 to 9999', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    for (const bad of ['2023-02-29', '0000-01-01', '2024-13-01', '1', '99999-01-01']) expect(isIsoDate(bad)).toBe(false);
  });

  it('date-times: ISO 8601 only, not what JavaScript Date also reads', () => {
    expect(parseIsoDateTime('2024-05-01')).toBe('2024-05-01T00:00:00.000Z');
    expect(parseIsoDateTime('2024-05-01T08:30:00+08:00')).toBe('2024-05-01T00:30:00.000Z');
    expect(parseIsoDateTime('2024-05-01 08:30:00+0800')).toBe('2024-05-01T00:30:00.000Z');
    for (const bad of ['1', '20', 'May 2024', 'Tue Jan 01 2024', '0000-01-01', '2024-02-30', '2024-01-01T25:00', '+275760-09-13T00:00:00Z', '2024-01-01T00:00:00+99:00']) {
      expect(parseIsoDateTime(bad), bad).toBeUndefined();
    }
  });

  it('numeric(20, scale) holds 20 - scale digits before the point', () => {
    expect(fitsNumeric(999_999_999_999_999, 2)).toBe(true);
    expect(fitsNumeric(1e18, 2)).toBe(false);
    expect(fitsNumeric(1e20, 4)).toBe(false);
  });

  it('jsonb: no NUL and no lone surrogate in any string or key', () => {
    expect(jsonStorable({ a: ['x', 1, { b: null }] })).toBe(true);
    expect(jsonStorable({ a: 'x\u0000' })).toBe(false);
    expect(jsonStorable({ ['\u0000']: 1 })).toBe(false);
    expect(jsonStorable(['\uD800'])).toBe(false);
    expect(jsonStorable('💥')).toBe(true);
  });
});

describe('field rules refuse what the column would refuse, naming the field', () => {
  it('text: a NUL character', async () => {
    await expect(kinds.text.rule(text(l, { maxBytes: 50 }), ctx).validate('a\u0000b')).rejects.toThrow('Field contains a character that cannot be stored');
    await expect(kinds.text.rule(text(l, { maxBytes: 50 }), zh).validate('a\u0000b')).rejects.toThrow('字段包含无法保存的字符');
  });

  it('integers and references: beyond the safe integers (bigint columns)', async () => {
    await expect(kinds.integer.rule(integer(l), ctx).validate(1e20)).rejects.toThrow(`Field must be at most ${MAX_WHOLE}`);
    await expect(kinds.integer.rule(integer(l), ctx).validate('-99999999999999999999')).rejects.toThrow('Field must be at least');
    await expect(kinds.reference.rule(reference(l, 'bg'), ctx).validate(1e20)).rejects.toThrow(`Field must be at most ${MAX_WHOLE}`);
    await expect(kinds.multiReference.rule(multiReference(l, 'bg'), ctx).validate([1, 1e20])).rejects.toThrow('Field must be an existing record');
    expect(await kinds.reference.rule(reference(l, 'bg'), ctx).validate(MAX_WHOLE)).toBe(MAX_WHOLE);
  });

  it('money: more digits than numeric(20, scale) holds', async () => {
    const rule = kinds.money.rule(money(l, { scale: 2 }), ctx);
    await expect(rule.validate(1e20)).rejects.toThrow('Field may have at most 18 digits before the decimal point');
    await expect(kinds.money.rule(money(l, { scale: 2 }), zh).validate('1e20')).rejects.toThrow('字段整数部分最多 18 位');
    expect(await rule.validate('123456789012.34')).toBe(123456789012.34);
  });

  it('date and date-time: year 0 and what only JavaScript reads', async () => {
    await expect(kinds.date.rule(date(l), ctx).validate('0000-01-01')).rejects.toThrow('YYYY-MM-DD');
    await expect(kinds.datetime.rule(datetime(l), ctx).validate('1')).rejects.toThrow('Field must be a date and time');
    await expect(kinds.datetime.rule(datetime(l), ctx).validate(new Date(Date.UTC(-1, 0, 1)))).rejects.toThrow('Field must be a date and time');
    expect(() => kinds.datetime.parseFilter(datetime(l), '1')).toThrow();
    expect(await kinds.datetime.rule(datetime(l), ctx).validate('2024-05-01T08:30:00Z')).toBe('2024-05-01T08:30:00.000Z');
  });

  it('json: a NUL inside', async () => {
    await expect(kinds.json.rule(json(l), ctx).validate({ a: 'x\u0000' })).rejects.toThrow('Field must be valid JSON');
  });

  it('filters on bigint columns: whole numbers JavaScript holds exactly', () => {
    expect(() => kinds.reference.parseFilter(reference(l, 'bg'), '99999999999999999999')).toThrow();
    expect(() => kinds.integer.parseFilter(integer(l), '1e20')).toThrow();
    expect(kinds.integer.parseFilter(integer(l), '1,200')).toBe(1200);
  });
});
