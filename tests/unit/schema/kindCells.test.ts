// Each kind module writes its export cell in the form its import reads back: a value exported,
// read as an import cell and checked by the kind's rule is the value again. Every kind that can be
// imported has a sample here, so a new kind without one fails.
import { describe, expect, it } from 'vitest';
import { kindOf, kinds, type Field, type KindName } from '../../../src/schema';
import { boolean, date, datetime, decimal, enumOf, integer, json, label, money, multiReference, reference, text } from '../../../src/schema/fields';

const l = label('Value', '值');
const samples: Partial<Record<KindName, { field: Field; value: unknown; expected?: unknown }>> = {
  text: { field: text(l, { maxBytes: 20, upperCase: true }), value: 'LM358DR' },
  integer: { field: integer(l), value: 1200 },
  decimal: { field: decimal(l, { scale: 2 }), value: 12.25 },
  money: { field: money(l, { scale: 4 }), value: 0.0125 },
  boolean: { field: boolean(l), value: false },
  date: { field: date(l), value: new Date(2026, 2, 1), expected: '2026-03-01' },
  datetime: { field: datetime(l), value: new Date('2026-03-01T08:30:00.000Z'), expected: '2026-03-01T08:30:00.000Z' },
  enum: { field: enumOf(l, [{ value: 'active', label: label('Active', '启用') }, { value: 'inactive', label: label('Inactive', '停用') }]), value: 'inactive' },
  // Without key texts a reference keeps its id, which an import also accepts.
  reference: { field: reference(l, 'bg'), value: 7 },
  multiReference: { field: multiReference(l, 'bg'), value: [3, 9] },
  json: { field: json(l), value: { reels: [1, 2], note: 'x' } },
};

const roundTrip = (field: Field, value: unknown) => {
  const kind = kindOf(field);
  const cell = kind.exportCell(field)(value);
  const read = kind.importCell(field)(cell as string | number | boolean, { date1904: false });
  return kind.rule(field, { locale: 'en-US', label: 'Value' }).validateSync(read);
};

describe('a kind reads back the cell it writes', () => {
  it('has a sample for every kind but file (files are not imported)', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(kinds).filter((k) => k !== 'file').sort());
  });

  it.each(Object.entries(samples))('%s', (_kind, sample) => {
    const back = roundTrip(sample!.field, sample!.value);
    const expected = sample!.expected ?? sample!.value;
    if (sample!.field.kind === 'datetime') expect(new Date(String(back)).toISOString()).toBe(expected);
    else expect(back).toEqual(expected);
  });

  it('an enum cell may carry either language label', () => {
    const field = samples.enum!.field;
    const read = kindOf(field).importCell(field);
    expect([read('Inactive', { date1904: false }), read('停用', { date1904: false }), read('ACTIVE', { date1904: false })]).toEqual(['inactive', 'inactive', 'active']);
  });

  it('sorting and cell keys come from the kind', () => {
    expect(Object.entries(kinds).filter(([, k]) => !k.sortable).map(([name]) => name).sort()).toEqual(['file', 'json', 'multiReference']);
    expect(Object.entries(kinds).filter(([, k]) => k.cellKey).map(([name]) => name).sort()).toEqual(['boolean', 'date', 'decimal', 'enum', 'integer', 'money', 'text']);
  });
});
