// Reads a backlog spreadsheet in the browser: the first sheet's header names the columns (English or
// Chinese), each further row one open demand line; dates as date cells or text, quantities as written.
// Each line keeps its spreadsheet row (`sheet_row`: the header is row 1, blank rows skipped yet counted)
// so that the server names a bad line as the planner sees it in the file.
import type { BacklogUploadRow } from '../../../resources/distribute/forecast/model/wire';
import { loadSheetJs } from '../../../views/importExport/sheetJs';

const HEADERS: Record<string, keyof BacklogUploadRow> = {
  'order no.': 'order_no', 'order no': 'order_no', order_no: 'order_no', 订单号: 'order_no',
  customer: 'customer', 客户: 'customer',
  cpn: 'cpn', 客户料号: 'cpn',
  mpn: 'mpn', 原厂料号: 'mpn',
  quantity: 'qty', qty: 'qty', 数量: 'qty',
  'request date': 'request_date', request_date: 'request_date', 需求日期: 'request_date',
};

const isoDate = (v: unknown): string => {
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v ?? '').trim().replace(/\//g, '-');
};

export async function readBacklogSheet(file: File): Promise<BacklogUploadRow[]> {
  const XLSX = await loadSheetJs();
  const book = XLSX.read(await file.arrayBuffer(), { cellDates: true });
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, blankrows: true });
  const [header = [], ...data] = rows;
  const cols = header.map((h) => HEADERS[String(h ?? '').trim().toLowerCase()]);
  const first = XLSX.utils.decode_range(sheet?.['!ref'] ?? 'A1').s.r + 1; // the header's row number
  const lines: BacklogUploadRow[] = [];
  data.forEach((r, index) => {
    const out: Record<string, string | number> = {};
    cols.forEach((c, i) => {
      if (!c || r[i] === undefined || r[i] === null || r[i] === '') return;
      out[c] = c === 'request_date' ? isoDate(r[i]) : String(r[i]).trim();
    });
    if (Object.keys(out).length) lines.push({ ...(out as unknown as BacklogUploadRow), sheet_row: first + index + 1 });
  });
  return lines;
}
