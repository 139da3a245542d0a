// The spec's upload rule (document 3, section 5): an .xls, .csv or .xlsx file must come with its
// matching MIME type; anything else is answered "only xlsx is supported" (415).
import type { Locale } from '../../src/schema';
import { ApiError } from '../http/errors';
import { ieText } from './messages';
import type { UploadedFile } from '../http/multipartBody';
import { CONTENT_TYPES } from './writeSheet';

export type UploadKind = 'xlsx' | 'xls' | 'csv';

const XLSX_TYPE = CONTENT_TYPES.xlsx;
const XLS_TYPE = 'application/vnd.ms-excel';

/**
 * Accepted MIME types per extension. A .csv may also come as application/vnd.ms-excel: browsers on
 * Windows take a file's type from the registry, and with Excel installed that is what .csv maps to.
 */
const ACCEPTED: Record<UploadKind, string[]> = {
  xlsx: [XLSX_TYPE],
  xls: [XLS_TYPE],
  csv: ['text/csv', XLS_TYPE],
};

/** The type an upload named `name` must come with (its first accepted one): for files that arrive without one, as mail attachments. */
export function uploadTypeOf(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension && extension in ACCEPTED ? ACCEPTED[extension as UploadKind][0] : 'application/octet-stream';
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (data: Buffer, magic: number[]) => magic.every((byte, i) => data[i] === byte);

export const isZip = (data: Buffer) => startsWith(data, ZIP);

export function checkUpload(file: UploadedFile, locale: Locale): UploadKind {
  const extension = /\.([a-z0-9]+)$/i.exec(file.filename)?.[1]?.toLowerCase();
  const kind = extension && extension in ACCEPTED ? (extension as UploadKind) : undefined;
  const refuse = (detail: string) => new ApiError(415, ieText(locale, 'onlyXlsx'), [{ field: 'file', message: detail }]);
  if (!kind || !ACCEPTED[kind].includes(file.mimetype)) {
    throw refuse(ieText(locale, 'typeMismatch', { name: file.filename, type: file.mimetype }));
  }
  // The parser goes by content, not by name: an .xlsx must be a zip, and a .csv must be text.
  const contentMatches = kind === 'xlsx' ? isZip(file.data) : kind === 'csv' ? !isZip(file.data) && !startsWith(file.data, OLE) : true;
  if (!contentMatches) throw refuse(ieText(locale, 'contentMismatch', { name: file.filename }));
  return kind;
}
