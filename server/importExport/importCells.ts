// One cell -> the value its field's rule reads. Text is cut to its byte cap here (the spec truncates
// imports where forms refuse); every other check is left to the declaration's own schema.
import { truncateUtf8, type Field } from '../../src/schema';
import { unprotectText } from '../../src/schema/cells';
import type { CellValue } from './readSheet';

const DAY_MS = 86_400_000;
// Excel counts days from 1899-12-30 (its 1900 system; 1904 workbooks start 1,462 days later).
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAYS_1900_TO_1904 = 1462;

export function excelSerialToIso(serial: number, date1904 = false): string {
  return new Date(EXCEL_EPOCH + (serial + (date1904 ? DAYS_1900_TO_1904 : 0)) * DAY_MS).toISOString();
}

/** Enum options by value and by either language's label, so a file may say "Active" or "启用". */
export function enumLookup(field: Extract<Field, { kind: 'enum' }>): Map<string, string> {
  const map = new Map<string, string>();
  for (const option of field.options) {
    for (const text of [option.label.en, option.label.zh]) map.set(text.trim().toLowerCase(), option.value);
  }
  for (const option of field.options) map.set(option.value.toLowerCase(), option.value);
  return map;
}

export interface CellContext {
  date1904: boolean;
  enumValues?: Map<string, string>;
}

/** Null for an empty cell; otherwise what the field's rule (or the reference lookup) reads. */
export function cellInput(field: Field, raw: CellValue, ctx: CellContext): unknown {
  if (raw === null) return null;
  const text = typeof raw === 'string' ? unprotectText(raw.trim()) : raw;
  if (text === '') return null;
  switch (field.kind) {
    case 'text': {
      const value = String(text);
      // A UTF-16 unit is at most 3 UTF-8 bytes: short text needs no byte count.
      return value.length * 3 <= field.maxBytes ? value : truncateUtf8(value, field.maxBytes);
    }
    case 'date':
      return typeof text === 'number' ? excelSerialToIso(text, ctx.date1904).slice(0, 10) : text;
    case 'datetime':
      return typeof text === 'number' ? excelSerialToIso(text, ctx.date1904) : text;
    case 'enum':
      return ctx.enumValues?.get(String(text).toLowerCase()) ?? String(text);
    case 'reference':
      return String(text);
    case 'multiReference':
      return String(text)
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean);
    default:
      return text;
  }
}
