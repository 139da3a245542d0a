import { describe, expect, it } from 'vitest';
import { kinds } from '../../../src/schema';
import { boolean, date, datetime, decimal, enumOf, integer, json, label, money, multiReference, reference, text } from '../../../src/schema/fields';

const ctx = { locale: 'en-US' as const, label: 'Qty' };
const l = label('Qty', '数量');

describe('field kinds', () => {
  it('map to the columns the server creates', () => {
    expect(kinds.text.column(text(l, { maxBytes: 10 }))).toEqual({ type: 'text' });
    expect(kinds.integer.column(integer(l))).toEqual({ type: 'bigint' });
    expect(kinds.money.column(money(l, { scale: 2 }))).toEqual({ type: 'numeric(20, 2)' });
    expect(kinds.reference.column(reference(l, 'bg'))).toEqual({ type: 'bigint', references: 'bg' });
    expect(kinds.multiReference.column(multiReference(l, 'bg'))).toEqual({ type: 'bigint[]' });
    expect(kinds.date.column(date(l))).toEqual({ type: 'date' });
    expect(kinds.datetime.column(datetime(l))).toEqual({ type: 'timestamptz' });
    expect(kinds.json.column(json(l))).toEqual({ type: 'jsonb' });
  });

  it('integer rule strips thousands separators and refuses fractions', async () => {
    const rule = kinds.integer.rule(integer(l, { min: 0 }), ctx);
    expect(await rule.validate('1,200')).toBe(1200);
    expect(await rule.validate(' 3 000 ')).toBe(3000);
    await expect(rule.validate('1.5')).rejects.toThrow('Qty must be a whole number');
    await expect(rule.validate('-1')).rejects.toThrow('Qty must be at least 0');
    await expect(rule.validate('ten')).rejects.toThrow('Qty must be a number');
  });

  it('decimal rule keeps its scale', async () => {
    const rule = kinds.decimal.rule(decimal(l, { scale: 3 }), ctx);
    expect(await rule.validate('0.125')).toBe(0.125);
    await expect(rule.validate('0.1255')).rejects.toThrow('at most 3 decimal places');
  });

  it('date rule accepts real calendar days only', async () => {
    const rule = kinds.date.rule(date(l), ctx);
    expect(await rule.validate('2026-02-28')).toBe('2026-02-28');
    await expect(rule.validate('2026-02-30')).rejects.toThrow('YYYY-MM-DD');
    expect(() => kinds.date.parseFilter(date(l), '2026-13-01')).toThrow();
  });

  it('boolean rule reads the words clerks type', async () => {
    const rule = kinds.boolean.rule(boolean(l), ctx);
    expect(await rule.validate('yes')).toBe(true);
    expect(await rule.validate('否')).toBe(false);
    await expect(rule.validate('maybe')).rejects.toThrow('yes or no');
  });

  it('enum rule lists the allowed labels', async () => {
    const f = enumOf(l, [{ value: 'a', label: label('Alpha', '甲') }, { value: 'b', label: label('Beta', '乙') }]);
    await expect(kinds.enum.rule(f, ctx).validate('c')).rejects.toThrow('Qty must be one of: Alpha, Beta');
    await expect(kinds.enum.rule(f, { locale: 'zh-CN', label: '数量' }).validate('c')).rejects.toThrow('数量必须是以下之一：甲, 乙');
    expect(() => kinds.enum.parseFilter(f, 'c')).toThrow();
  });

  it('multi-reference rule reads comma lists and arrays', async () => {
    const rule = kinds.multiReference.rule(multiReference(l, 'bg'), ctx);
    expect(await rule.validate('1, 2,3')).toEqual([1, 2, 3]);
    expect(await rule.validate([4])).toEqual([4]);
    await expect(rule.validate('1,x')).rejects.toThrow();
  });

  it('json rule refuses text that is not JSON', async () => {
    const rule = kinds.json.rule(json(l), ctx);
    expect(await rule.validate('{"a":1}')).toEqual({ a: 1 });
    await expect(rule.validate('{a:1}')).rejects.toThrow('valid JSON');
  });

  it('each kind offers filter operators', () => {
    expect(kinds.text.defaultFilters).toContain('like');
    expect(kinds.money.defaultFilters).toEqual(expect.arrayContaining(['gte', 'lte']));
    expect(kinds.json.defaultFilters).toEqual([]);
  });
});
