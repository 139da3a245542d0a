// The lines declaration (src/schema/lines.ts): its checks at definition time, the maximum that may
// depend on a parent field (rule R16's shape), row messages (R22) and totals.
import { describe, expect, it } from 'vitest';
import { defineResource, gridLinesOf, lineMax, lineTotal, rowMessage, validateLines, type LinesDeclaration, type ResourceDeclaration } from '../../../src/schema';
import { label } from '../../../src/schema/fields';
import { linesOrder } from '../../server/records/linesOrder';

const items = linesOrder.lines!.items;
const withLines = (change: Partial<LinesDeclaration>): ResourceDeclaration => ({ ...linesOrder, lines: { items: { ...items, ...change } } });

describe('lines declarations', () => {
  it('accepts the test order and refuses lines that name what is not there', () => {
    expect(() => defineResource(linesOrder)).not.toThrow();
    expect(() => defineResource(withLines({ totals: ['mpn'] }))).toThrow(/totals field "mpn" must be a number/);
    expect(() => defineResource(withLines({ unique: ['sku'] }))).toThrow(/unique names unknown line field "sku"/);
    expect(() => defineResource(withLines({ fromParent: { bill_to: 'payer' } }))).toThrow(/unknown parent field "payer"/);
    expect(() => defineResource(withLines({ orderField: 'qty' }))).toThrow(/orderField "qty" must be read-only/);
    expect(() => defineResource(withLines({ parentField: 'mpn' }))).toThrow(/parentField/);
    expect(() => defineResource(withLines({ table: 'Order Items' }))).toThrow(/table must be snake_case/);
    expect(() => defineResource(withLines({ max: { count: 0, message: label('x', 'x') } }))).toThrow(/whole numbers of 1 or more/);
    expect(() => defineResource(withLines({ max: { count: 5, message: label('x', 'x'), when: [{ field: 'bill_to', count: 2, message: label('x', 'x') }] } }))).toThrow(/needs in or contains/);
    expect(() => defineResource({ ...linesOrder, lines: { code: items } })).toThrow(/has the name of a field/);
  });

  it("offers no line grid when the module's own calls save the lines (writtenByOwnCalls)", () => {
    expect(gridLinesOf(linesOrder).map(([name]) => name)).toEqual(['items']);
    expect(gridLinesOf({ ...linesOrder, writtenByOwnCalls: { lines: true, message: label('x', 'x') } })).toEqual([]);
  });

  it('stays plain data: a declaration with lines survives JSON unchanged', () => {
    expect(JSON.parse(JSON.stringify(linesOrder))).toEqual(linesOrder);
  });

  it('takes the maximum from the parent: 4, or 2 when the bill-to contains VMI', () => {
    expect(lineMax(items, { bill_to: 'ACME' }, 'en-US')).toEqual({ max: 4, message: 'An order may have at most 4 items' });
    expect(lineMax(items, { bill_to: 'Suzhou vmi hub' }, 'zh-CN')).toEqual({ max: 2, message: 'VMI 订单最多 2 项' });
    expect(lineMax({ ...items, max: undefined }, {}, 'en-US')).toBeUndefined();
  });

  it('words a row as rule R22 says: row N is the item index plus one', () => {
    expect(rowMessage('en-US', 0, 'LM317', 'Quantity is required')).toBe('Row 1 LM317: Quantity is required');
    expect(rowMessage('zh-CN', 4, '', '数量为必填项')).toBe('第 5 行：数量为必填项');
  });

  it('checks every row, keeping a line id for the update', async () => {
    const bad = await validateLines(linesOrder, 'items', [{ mpn: 'A', qty: 2 }, { mpn: 'B', qty: -1 }, { qty: 1 }], {}, 'en-US');
    expect(bad).toEqual({
      ok: false,
      errors: [
        { field: 'items.1.qty', row: 2, message: 'Row 2 B: Quantity must be at least 1' },
        { field: 'items.2.mpn', row: 3, message: 'Row 3: MPN is required' },
      ],
    });
    const good = await validateLines(linesOrder, 'items', [{ id: 7, qty: '3' }], {}, 'en-US');
    expect(good).toEqual({ ok: true, values: [{ id: 7, qty: 3 }] });
  });

  it("names a row by a reference's title, never by its bare id", async () => {
    const byMaterial = withLines({ titleField: 'material_id', fields: { ...items.fields, material_id: { kind: 'reference', label: label('Material', '物料'), reference: 'material' } } });
    const named = await validateLines(byMaterial, 'items', [{ material_id: 97, material_id__title: 'STM32G071RBT6', mpn: 'A', qty: -1 }], {}, 'en-US');
    expect(named.ok === false && named.errors.map((e) => e.message)).toEqual(['Row 1 STM32G071RBT6: Quantity must be at least 1']);
    const unnamed = await validateLines(byMaterial, 'items', [{ material_id: 97, mpn: 'A', qty: -1 }], {}, 'en-US');
    expect(unnamed.ok === false && unnamed.errors.map((e) => e.message)).toEqual(['Row 1: Quantity must be at least 1']);
  });

  it('sums a numeric field, reading thousands separators', () => {
    expect(lineTotal([{ qty: '1,200' }, { qty: 30 }, { qty: '' }, {}], 'qty')).toBe(1230);
  });
});
