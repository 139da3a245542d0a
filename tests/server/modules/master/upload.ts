// Spreadsheet uploads built in the test, sent as the browser sends them (multipart, field "file").
import * as XLSX from 'xlsx';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Upload {
  name: string;
  type: string;
  data: Buffer;
}

export function xlsxFile(rows: unknown[][], name = 'upload.xlsx'): Upload {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return { name, type: XLSX_TYPE, data: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer };
}

export function multipart(file: Upload | undefined): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----upload' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  } else {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="note"\r\n\r\nno file\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The rows of the first sheet of a downloaded .xlsx. */
export function readXlsx(data: Buffer): unknown[][] {
  const book = XLSX.read(data, { type: 'buffer' });
  return XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 });
}
