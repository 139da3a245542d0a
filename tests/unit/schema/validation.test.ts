import { describe, expect, it } from 'vitest';
import { getResource } from '../../../src/resources/declarations';
import { recordSchema, truncateUtf8, utf8Length, validateRecord } from '../../../src/schema';

const bg = getResource('bg');
const customer = getResource('ship_customer');
const term = getResource('payment_term');

describe('declaration -> yup schema', () => {
  it('accepts a valid record and casts form strings to values', async () => {
    const res = await validateRecord(customer, {
      code: 'c-001',
      name: 'Acme',
      bg_id: '3',
      entity_id: 2,
      payment_term_id: '1',
      currency: 'USD',
      credit_limit: '1,250,000.50',
      locked: 'false',
      status: 'active',
    });
    expect(res).toEqual({
      ok: true,
      value: expect.objectContaining({ code: 'C-001', bg_id: 3, payment_term_id: 1, credit_limit: 1250000.5, locked: false }),
    });
  });

  it('names every missing required field with the field label', async () => {
    const res = await validateRecord(bg, {});
    expect(res.ok).toBe(false);
    if (!res.ok) {
      expect(res.errors).toEqual([
        { field: 'code', message: 'BG code is required' },
        { field: 'name', message: 'Name is required' },
        { field: 'status', message: 'Status is required' },
      ]);
    }
  });

  it('words the same errors in Chinese', async () => {
    const res = await validateRecord(bg, { code: 'A', status: 'active' }, { locale: 'zh-CN' });
    expect(res).toEqual({ ok: false, errors: [{ field: 'name', message: '名称为必填项' }] });
  });

  it('checks patterns, enums, ranges and decimal places', async () => {
    const res = await validateRecord(term, { code: 'N 30', name: 'x', basis: 'weekly', days: 400, status: 'active' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.errors.map((e) => e.field).sort()).toEqual(['basis', 'code', 'days']);
    const money = await validateRecord(customer, { credit_limit: '1.234' }, { partial: true });
    expect(money.ok).toBe(false);
    if (!money.ok) expect(money.errors[0]).toMatchObject({ field: 'credit_limit', message: 'Credit limit may have at most 2 decimal places' });
    const code = await validateRecord(bg, { code: 'a b' }, { partial: true });
    expect(code.ok).toBe(false);
  });

  it('caps text by UTF-8 bytes, not characters', async () => {
    const ok = await validateRecord(bg, { remark: '备'.repeat(166) }, { partial: true });
    expect(ok.ok).toBe(true);
    const tooLong = await validateRecord(bg, { remark: '备'.repeat(167) }, { partial: true });
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) expect(tooLong.errors[0].message).toBe('Remark must be at most 500 bytes (501 now; a Chinese character takes 3)');
  });

  it('on partial updates leaves absent fields alone but still refuses clearing a required one', async () => {
    const partial = await validateRecord(bg, { name: 'Renamed' }, { partial: true });
    expect(partial).toEqual({ ok: true, value: { name: 'Renamed' } });
    const cleared = await validateRecord(bg, { name: '' }, { partial: true });
    expect(cleared.ok).toBe(false);
  });

  it('never passes undeclared keys through', async () => {
    const res = await validateRecord(bg, { code: 'X', name: 'n', status: 'active', id: 9, version: 3, is_admin: true });
    expect(res.ok && Object.keys(res.value).sort()).toEqual(['code', 'name', 'status']);
  });

  it('builds the schema once per declaration and locale', () => {
    expect(recordSchema(bg)).toBe(recordSchema(bg));
    expect(recordSchema(bg, { locale: 'zh-CN' })).not.toBe(recordSchema(bg));
  });
});

describe('UTF-8 byte helpers', () => {
  it('counts bytes and truncates on a character boundary', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('电子')).toBe(6);
    expect(truncateUtf8('电子元件', 7)).toBe('电子');
    expect(truncateUtf8('ab电', 4)).toBe('ab');
    expect(truncateUtf8('short', 30)).toBe('short');
  });
});
