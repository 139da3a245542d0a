// Rows of cells -> CSV text, shared by the server's export and the browser's, so both write the
// same bytes. RFC 4180 with CRLF lines, after a byte-order mark so Excel reads UTF-8 (Chinese).
import { protectCsvText, type Cell } from './cells';

/**
 * Quoted: any list separator a spreadsheet may split on (`,`, `;` where it is the locale's list
 * separator, tab), quotes, line breaks, edge spaces, and a leading `'` (so it is not read as ours).
 * Unquoted, `x;=1+2` would become a second cell `=1+2`, a formula.
 */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$|^'/;

export function csvField(value: Cell): string {
  if (value === null) return '';
  // Numbers in full (String(n) round-trips): no rounding to a display format.
  const text = typeof value === 'string' ? protectCsvText(value) : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file's text, header row first. */
export function csvFileText(rows: readonly (readonly Cell[])[]): string {
  return '\ufeff' + rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
