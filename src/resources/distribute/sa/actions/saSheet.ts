// Reads agreements from a spreadsheet in the browser for the SA check (inspect) and the EDI hand-over
// (auto): the first sheet's header names the columns (English or Chinese), each further row one agreement.
import { loadSheetJs } from '../../../../views/importExport/sheetJs';

export const SA_SHEET_FIELDS = ['sa_no', 'vendor', 'mpn', 'plant', 'target_qty', 'unit_price', 'currency', 'valid_from', 'valid_to'] as const;
export type SaSheetRow = Partial<Record<(typeof SA_SHEET_FIELDS)[number], string>>;

const HEADERS: Record<string, (typeof SA_SHEET_FIELDS)[number]> = {
  'sa number': 'sa_no', 'sa no': 'sa_no', 'sa no.': 'sa_no', sa_no: 'sa_no', sa号: 'sa_no', 'sa 号': 'sa_no',
  supplier: 'vendor', 'supplier code': 'vendor', vendor: 'vendor', 供应商: 'vendor', 供应商代码: 'vendor',
  mpn: 'mpn', material: 'mpn', 物料: 'mpn', 原厂料号: 'mpn',
  plant: 'plant', 工厂: 'plant',
  'target quantity': 'target_qty', target_qty: 'target_qty', 目标数量: 'target_qty',
  'unit price': 'unit_price', unit_price: 'unit_price', 单价: 'unit_price',
  currency: 'currency', 币种: 'currency',
  'valid from': 'valid_from', valid_from: 'valid_from', 生效日期: 'valid_from',
  'valid to': 'valid_to', valid_to: 'valid_to', 失效日期: 'valid_to',
};

const isoDate = (v: unknown): string => {
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v ?? '').trim().replace(/\//g, '-');
};

/** The agreements of the file's first sheet, blank rows left out. */
export async function readSaSheet(file: File): Promise<SaSheetRow[]> {
  const XLSX = await loadSheetJs();
  const book = XLSX.read(await file.arrayBuffer(), { cellDates: true });
  const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]], { header: 1, raw: true, blankrows: false });
  const [header = [], ...data] = rows;
  const cols = header.map((h) => HEADERS[String(h ?? '').trim().toLowerCase()]);
  return data.map((r) => {
    const out: SaSheetRow = {};
    cols.forEach((c, i) => {
      if (!c || r[i] === undefined || r[i] === null || r[i] === '') return;
      out[c] = c === 'valid_from' || c === 'valid_to' ? isoDate(r[i]) : String(r[i]).trim();
    });
    return out;
  });
}
