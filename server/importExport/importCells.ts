// One cell -> the value its field's rule reads. Each kind module says how it reads a cell (text is
// cut to its byte cap there: the spec truncates imports where forms refuse); every other check is
// left to the declaration's own schema.
import { kindOf, type Field } from '../../src/schema';
import { unprotectText } from '../../src/schema/cells';
import type { ImportCell } from '../../src/schema/kinds';
import type { CellValue } from './readSheet';

export { excelSerialToIso } from '../../src/schema/kinds/cellRules';

export interface CellContext {
  date1904: boolean;
}

/** A column's cell reader, built once per column (an enum's label lookup, for one). */
export function cellReader(field: Field): (raw: CellValue, ctx: CellContext) => unknown {
  const read: ImportCell = kindOf(field).importCell(field);
  return (raw, ctx) => {
    if (raw === null) return null;
    const text = typeof raw === 'string' ? unprotectText(raw.trim()) : raw;
    return text === '' ? null : read(text, ctx);
  };
}

/** Null for an empty cell; otherwise what the field's rule (or the reference lookup) reads. */
export function cellInput(field: Field, raw: CellValue, ctx: CellContext): unknown {
  return cellReader(field)(raw, ctx);
}
