// One database row -> the cells of its export line. exportRowCells: the raw form (references as the
// referenced record's key, enums as their value, booleans true/false, dates YYYY-MM-DD);
// sheetRowCells: what the screen shows, which an import still reads back.
//
// Each column's conversion is chosen once per export (`exportRowCells`, with src/schema/cells.ts's
// cellConverter), not once per cell: with cellOf's switch, an alias string and a closure per cell,
// converting 100,000 rows x 19 columns took 1.2-2 s, more than the query.
import { cellConverter } from '../../src/schema/cells';
import type { Field, Locale, ResourceDeclaration } from '../../src/schema';
import { sheetCellOf, type SheetColumn } from '../../src/schema/sheetColumns';
import type { ResourceRow } from '../db/types';
import { referenceAlias, titleAlias } from './exportQuery';
import type { Cell } from './writeSheet';

type ColumnCell = (row: ResourceRow) => Cell;

/** One column's cells: the shared cell rules, a reference's key taken from the query's join. */
function columnCell(field: Field | undefined, name: string): ColumnCell {
  const convert = cellConverter(field);
  if (field?.kind === 'reference' || field?.kind === 'multiReference') {
    const alias = referenceAlias(name);
    return (row) => convert(row[name], row[alias]);
  }
  return (row) => convert(row[name]);
}

/** A converter of rows to their export lines for these columns, built once per export. */
export function exportRowCells(decl: ResourceDeclaration, columns: string[]): (row: ResourceRow) => Cell[] {
  const cells = columns.map((name) => columnCell(decl.fields[name], name));
  const count = cells.length;
  return (row) => {
    const line = new Array<Cell>(count);
    for (let c = 0; c < count; c++) line[c] = cells[c](row);
    return line;
  };
}

export function exportCells(decl: ResourceDeclaration, columns: string[], row: ResourceRow): Cell[] {
  return exportRowCells(decl, columns)(row);
}

/**
 * The generic export's converter: the columns as the screen shows them (sheetColumns.ts), enums as
 * labels, references as title and key, read from the query's joins (exportQuery.ts).
 */
export function sheetRowCells(decl: ResourceDeclaration, columns: SheetColumn[], locale: Locale): (row: ResourceRow) => Cell[] {
  const cells = columns.map((col) => {
    const cell = sheetCellOf(decl, col, locale);
    const code = referenceAlias(col.name);
    const title = titleAlias(col.name);
    return (row: ResourceRow) => cell({ value: row[col.name], code: row[code], title: row[title] });
  });
  const count = cells.length;
  return (row) => {
    const line = new Array<Cell>(count);
    for (let c = 0; c < count; c++) line[c] = cells[c](row);
    return line;
  };
}
