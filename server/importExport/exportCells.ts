// One database row -> the cells of its export line, in the form an import reads back: references
// as the referenced record's key, enums as their value, booleans true/false, dates YYYY-MM-DD.
import { cellOf } from '../../src/schema/cells';
import type { ResourceDeclaration } from '../../src/schema';
import type { ResourceRow } from '../db/types';
import { referenceAlias } from './exportQuery';
import type { Cell } from './writeSheet';

export function exportCells(decl: ResourceDeclaration, columns: string[], row: ResourceRow): Cell[] {
  return columns.map((name) => {
    const field = decl.fields[name];
    // The query already turned referenced ids into their keys (joined with ", " for several).
    const key = row[referenceAlias(name)];
    if (field?.kind === 'multiReference' && key !== null && key !== undefined) return String(key);
    return cellOf(field, row[name], () => (key === null || key === undefined ? undefined : String(key)));
  });
}
