// A value of the wrong shape (an object or list where a field takes one value, whatever its keys: its
// own toString or valueOf included) is a field error naming the field, in both languages; never a
// TypeError from yup's coercion (issue 22: a 500 on 65 of 76 declarations).
import { describe, expect, it } from 'vitest';
import { defineResource, validateFieldValue, validateRecord, valueText, type Field } from '../../../src/schema';
import { boolean, date, datetime, decimal, enumOf, file, integer, json, label, money, multiReference, reference, text } from '../../../src/schema/fields';

const l = (en: string) => label(en, `${en}（中）`);
const FIELDS: Record<string, Field> = {
  code: text(l('Code'), { maxBytes: 20 }),
  qty: integer(l('Qty')),
  rate: decimal(l('Rate'), { scale: 3 }),
  price: money(l('Price'), { scale: 2 }),
  active: boolean(l('Active')),
  day: date(l('Day')),
  at: datetime(l('At')),
  kind: enumOf(l('Kind'), [{ value: 'a', label: label('Alpha', '甲') }]),
  bg_id: reference(l('BG'), 'bg'),
};
const decl = defineResource({
  name: 'shape_probe',
  api: { base: '/api/v1/shape_probe' },
  route: '/shape-probe',
  access: { permissions: ['probe'] },
  menu: { group: 'basic', order: 1 },
  label: label('Probes', '探针'),
  recordLabel: label('Probe', '探针'),
  fields: { ...FIELDS, tags: multiReference(l('Tags'), 'bg'), doc: file(l('Doc')), extra: json(l('Extra')) },
  titleField: 'code',
  list: { columns: ['code'], search: [], sort: { field: 'code', order: 'ASC' } },
});

/** Objects and lists a JSON body can carry where one value belongs. */
const HOSTILE: unknown[] = [{ toString: 1 }, { valueOf: 1 }, { toString: 'x', valueOf: 'y' }, {}, { a: 1 }, [], ['a'], [{ toString: 1 }]];

describe('values of the wrong shape', () => {
  it.each(HOSTILE.map((v) => [JSON.stringify(v), v]))('%s in every scalar kind is an error naming each field', async (_, value) => {
    const body = Object.fromEntries(Object.keys(FIELDS).map((name) => [name, value]));
    for (const partial of [false, true]) {
      const res = await validateRecord(decl, body, { partial });
      expect(res.ok).toBe(false);
      if (res.ok) continue;
      expect(res.errors.map((e) => e.field).sort()).toEqual(Object.keys(FIELDS).sort());
      expect(res.errors.find((e) => e.field === 'code')?.message).toBe('Code must be a single value, not a list or an object');
    }
  });

  it('words the refusal in Chinese', async () => {
    const res = await validateRecord(decl, { qty: { valueOf: 1 } }, { partial: true, locale: 'zh-CN' });
    expect(res).toEqual({ ok: false, errors: [{ field: 'qty', message: 'Qty（中）必须是单个值，不能是列表或对象' }] });
  });

  it('keeps the other fields checked beside it', async () => {
    const res = await validateRecord(decl, { code: { toString: 1 }, qty: 'ten' }, { partial: true });
    expect(res).toEqual({
      ok: false,
      errors: [
        { field: 'code', message: 'Code must be a single value, not a list or an object' },
        { field: 'qty', message: 'Qty must be a number' },
      ],
    });
  });

  it('lists of ids and file descriptions refuse objects inside them', async () => {
    const res = await validateRecord(decl, { tags: [1, { toString: 1 }], doc: { name: { toString: 1 }, size: 1, type: '', key: 'k' } }, { partial: true });
    expect(res.ok ? [] : res.errors.map((e) => e.field)).toEqual(['tags', 'doc']);
  });

  it('still accepts single values, lists of ids, file descriptions and any JSON', async () => {
    const res = await validateRecord(
      decl,
      { code: 'a', qty: '3', active: 'yes', day: new Date(2026, 0, 2), tags: [1, '2'], doc: { name: 'a.pdf', size: 1, type: 'application/pdf', key: 'k' }, extra: { toString: 1 } },
      { partial: true },
    );
    expect(res).toEqual({ ok: true, value: expect.objectContaining({ code: 'a', qty: 3, active: true, day: '2026-01-02', tags: [1, 2], extra: { toString: 1 } }) });
  });

  it('one field checked alone refuses the same shapes', async () => {
    await expect(validateFieldValue(FIELDS.code, { toString: 1 })).rejects.toThrow('Code must be a single value');
    await expect(validateFieldValue(FIELDS.qty, '4')).resolves.toBe(4);
  });

  it('valueText never calls an object’s own toString', () => {
    expect(valueText({ toString: 1 })).toBe('');
    expect(valueText(['a'])).toBe('');
    expect(valueText(null)).toBe('');
    expect(valueText(12)).toBe('12');
  });
});
