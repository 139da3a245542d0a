// Spreadsheet formula injection: a cell whose text starts with one of these characters may be read
// as a formula (or a DDE call) by Excel, LibreOffice or Google Sheets when the file is opened.

const FORMULA_START = /^[=+\-@\t\r\0]/;

export const looksLikeFormula = (text: string) => FORMULA_START.test(text);

/**
 * CSV has no cell types, so such text is written with a leading single quote, as OWASP's
 * "CSV Injection" page advises: spreadsheets then show it as text. (In xlsx the same text is a
 * string cell, type 's', which no spreadsheet evaluates: nothing to add there.)
 */
export const protectCsvText = (text: string) => (looksLikeFormula(text) ? `'${text}` : text);

/** Undoes protectCsvText on import, so an exported CSV imports back unchanged. */
export const unprotectText = (text: string) => (text.startsWith("'") && looksLikeFormula(text.slice(1)) ? text.slice(1) : text);
