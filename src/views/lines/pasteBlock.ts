// A block of cells copied from a spreadsheet (tab-separated columns, one line per row) written into
// the lines from the focused cell on, adding rows as needed. Pure, so it is tested without a browser.
import type { Field } from '../../schema';

/** Spreadsheet clipboard text as rows of cells (the trailing line break Excel adds is no row). */
export function parseBlock(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((line) => line.split('\t'));
}

const NUMERIC = new Set(['integer', 'decimal', 'money']);

/** A pasted cell as the field takes it: numbers lose their thousands separators and spaces. */
export function cellValue(field: Field, raw: string): unknown {
  const text = raw.trim();
  if (text === '') return null;
  if (NUMERIC.has(field.kind)) return text.replace(/[,\s]/g, '');
  if (field.kind === 'boolean') return /^(1|true|yes|y|是)$/i.test(text);
  return text;
}

/**
 * The lines after pasting `block` at (row, column index into `columns`): cells beyond the last
 * column are dropped, read-only columns are skipped over (their cell is not written), rows are added.
 */
export function pasteInto(
  rows: Record<string, unknown>[],
  block: string[][],
  at: { row: number; col: number },
  columns: string[],
  fields: Record<string, Field>,
): Record<string, unknown>[] {
  const out = rows.map((r) => ({ ...r }));
  block.forEach((cells, i) => {
    const index = at.row + i;
    while (out.length <= index) out.push({});
    cells.forEach((raw, j) => {
      const name = columns[at.col + j];
      if (!name || fields[name].readOnly) return;
      out[index][name] = cellValue(fields[name], raw);
    });
  });
  return out;
}
