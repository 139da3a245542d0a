// The declared rules across fields: one check, worded with both fields' labels in each language,
// in the record schema the form and the server share (a partial update checks what it holds).
import { describe, expect, it } from 'vitest';
import { crossFieldProblems, defineResource, DeclarationError, validateRecord, type ResourceDeclaration } from '../../../src/schema';
import { date, label, reference, text } from '../../../src/schema/fields';

const trip = (fields: ResourceDeclaration['fields']) =>
  defineResource({
    name: 'trip', api: { base: '/api/x/trip' }, route: '/x/trip', access: { permissions: ['p'] }, menu: { group: 'basic' },
    label: label('Trips', '行程'), recordLabel: label('Trip', '行程'), fields, titleField: 'name',
    list: { columns: ['name'], search: [], sort: { field: 'name', order: 'ASC' } },
  });

const decl = trip({
  name: text(label('Name', '名称'), { maxBytes: 20 }),
  valid_from: date(label('Valid from', '生效日期'), { required: true }),
  valid_to: date(label('Valid to', '失效日期'), { required: true, notBefore: 'valid_from' }),
  origin_id: reference(label('From', '起运站'), 'city_station'),
  destination_id: reference(label('To', '目的站'), 'city_station', { differentFrom: 'origin_id' }),
});

describe('cross-field rules', () => {
  it('refuses an end before its start and the same value twice, naming the field, in both languages', async () => {
    const bad = { valid_from: '2026-03-01', valid_to: '2026-02-28', origin_id: 4, destination_id: '4' };
    expect(crossFieldProblems(decl.fields, bad)).toEqual([
      { field: 'valid_to', message: 'Valid to must not be before valid from' },
      { field: 'destination_id', message: 'From and to must be different' },
    ]);
    expect((await validateRecord(decl, bad, { locale: 'zh-CN' })) as unknown).toEqual({
      ok: false,
      errors: [
        { field: 'valid_to', message: '失效日期不能早于生效日期' },
        { field: 'destination_id', message: '起运站和目的站不能相同' },
      ],
    });
  });

  it('passes the same day, other values, and a record missing either value (required says that)', async () => {
    expect(crossFieldProblems(decl.fields, { valid_from: '2026-03-01', valid_to: '2026-03-01', origin_id: 4, destination_id: 5 })).toEqual([]);
    expect(crossFieldProblems(decl.fields, { valid_to: '2026-02-28', destination_id: 4 })).toEqual([]);
    // A partial update holding one of the two is the server's to check against the stored record.
    expect(await validateRecord(decl, { valid_to: '2026-02-28' }, { partial: true })).toMatchObject({ ok: true });
    // A value the field's own rule refuses is not compared.
    expect(crossFieldProblems(decl.fields, { valid_from: 'soon', valid_to: '2026-02-28' })).toEqual([]);
  });

  it('refuses a rule naming an unknown field, itself, or ordering fields of different kinds', () => {
    expect(() => trip({ name: text(label('Name', '名称'), { maxBytes: 20, differentFrom: 'nope' }) })).toThrow(DeclarationError);
    expect(() => trip({ name: text(label('Name', '名称'), { maxBytes: 20, notBefore: 'at' }), at: date(label('At', '于')) })).toThrow(/notBefore needs two fields of one kind/);
    expect(() => trip({ name: text(label('Name', '名称'), { maxBytes: 20 }), at: date(label('At', '于'), { notBefore: 'at' }) })).toThrow(/not another field/);
  });
});
