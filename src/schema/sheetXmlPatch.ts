// What SheetJS's community build does not write, added to a sheet's XML: the frozen header row
// (a pane split below row 1) and list validations (drop-downs). Pure text work, unit-tested alone.

/** A drop-down on a column's body rows: its values inline, or a range of cells holding them. */
export type ListValidation = { column: number; values: string[] } | { column: number; range: string };

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** 0 -> "A", 26 -> "AA". */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const LAST_ROW = 1048576;
const FROZEN_PANE = '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>';

function validation(list: ListValidation): string {
  const letter = columnLetter(list.column);
  const formula = 'values' in list ? `"${list.values.join(',')}"` : list.range;
  return `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${letter}2:${letter}${LAST_ROW}"><formula1>${escapeXml(formula)}</formula1></dataValidation>`;
}

/** The sheet XML with the first row frozen and the lists; the order of CT_Worksheet is kept. */
export function patchSheetXml(xml: string, lists: ListValidation[] = []): string {
  let out = xml;
  const view = /<sheetView\b([^>]*?)\/>/.exec(out);
  if (view) out = out.replace(view[0], `<sheetView${view[1]}>${FROZEN_PANE}</sheetView>`);
  else if (!out.includes('<sheetViews')) out = out.replace(/<sheetFormatPr\b|<cols>|<sheetData\b/, (m) => `<sheetViews><sheetView workbookViewId="0">${FROZEN_PANE}</sheetView></sheetViews>${m}`);
  if (lists.length) {
    // dataValidations follow sheetData and the merges (the only parts before them SheetJS writes here).
    const after = ['</mergeCells>', '</sheetData>', '<sheetData/>'].find((tag) => out.includes(tag));
    if (after) {
      const at = out.indexOf(after) + after.length;
      out = out.slice(0, at) + `<dataValidations count="${lists.length}">${lists.map(validation).join('')}</dataValidations>` + out.slice(at);
    }
  }
  return out;
}
