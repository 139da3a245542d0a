// A block of cells pasted from a spreadsheet into the lines grid (src/views/lines/pasteBlock.ts).
import { describe, expect, it } from 'vitest';
import { parseBlock, pasteInto } from '../../../src/views/lines/pasteBlock';
import { linesOrder } from '../../server/records/linesOrder';

const items = linesOrder.lines!.items;

describe('pasting a spreadsheet block', () => {
  it('splits rows and cells, dropping the line break a spreadsheet adds at the end', () => {
    expect(parseBlock('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('fills from the focused cell, adds rows, skips read-only columns and drops cells past the last column', () => {
    const rows = pasteInto([{ mpn: 'A1', qty: 1 }], parseBlock('5\t0.5\textra\n1,000\t\t'), { row: 0, col: 1 }, ['mpn', 'qty', 'price'], items.fields);
    expect(rows).toEqual([
      { mpn: 'A1', qty: '5', price: '0.5' },
      { qty: '1000', price: null },
    ]);
    const readOnly = pasteInto([], [['9', 'X']], { row: 0, col: 0 }, ['line_no', 'mpn'], items.fields);
    expect(readOnly).toEqual([{ mpn: 'X' }]);
  });
});
