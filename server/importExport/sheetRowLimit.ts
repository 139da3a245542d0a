// The row bound of an .xlsx, checked while the zip guard inflates the first sheet, before any row is
// built: first on the sheet's declared size (<dimension ref="A1:Z1000000">, in its first bytes),
// then, since a sheet may lack that element or understate it, on a count of its <row> elements.
import { firstSheetPath } from './sheetXml';
import type { PartVet } from './zipGuard';

/** The workbook and its relationships name the first sheet. */
const WORKBOOK_PARTS = /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels)$/;

/** The last row of `<dimension ref="A1:Z9">` (or of a one-cell "A1"); undefined when there is none. */
export function declaredLastRow(head: string): number | undefined {
  const ref = /<(?:\w+:)?dimension\s[^>]*?ref="([^"]*)"/.exec(head)?.[1];
  const last = ref && /(\d+)$/.exec(ref.trim())?.[1];
  return last ? Number(last) : undefined;
}

const ROW_END = new Set([0x20, 0x09, 0x0a, 0x0d, 0x3e /* > */, 0x2f /* / */]);

/** Whether the sheet XML has more than `max` row elements (`<row ` or a prefixed `<x:row `), stopping at max + 1. */
export function moreRowsThan(xml: Buffer, max: number): boolean {
  const prefix = /<(\w+:)?sheetData[\s>/]/.exec(xml.toString('latin1', 0, Math.min(xml.length, 64 * 1024)))?.[1] ?? '';
  const tag = Buffer.from(`<${prefix}row`, 'latin1');
  let count = 0;
  for (let at = xml.indexOf(tag); at >= 0; at = xml.indexOf(tag, at + tag.length)) {
    if (ROW_END.has(xml[at + tag.length]) && ++count > max) return true;
  }
  return false;
}

/** The vet for the zip guard: `refuse` throws the caller's "too many rows" when the first sheet exceeds `maxRows`. */
export function sheetRowVet(maxRows: number, refuse: () => never): PartVet {
  return {
    early: (name) => WORKBOOK_PARTS.test(name),
    pick: (kept) => firstSheetPath(kept),
    head: (head) => {
      const last = declaredLastRow(head.toString('latin1'));
      if (last !== undefined && last > maxRows) refuse();
    },
    whole: (xml) => {
      if (moreRowsThan(xml, maxRows)) refuse();
    },
  };
}
