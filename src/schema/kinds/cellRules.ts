// Cell conversions several kinds share: numbers, Excel serial dates, and the fast import check for
// numbers. Each kind module picks the ones it needs.
import { fitsNumeric } from '../storable';
import type { Cell, CellConverter, FastAccept, ImportCell } from './types';

export function numberCell(value: unknown): Cell {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : String(value);
}

export const textCell: CellConverter = (value) => String(value);

/** The cell as it is: the field's rule reads numbers, booleans and JSON text itself. */
export const asIs: ImportCell = (cell) => cell;

/** Nothing is plainly valid: yup decides every value. */
export const never: FastAccept = () => undefined;

const DAY_MS = 86_400_000;
// Excel counts days from 1899-12-30 (its 1900 system; 1904 workbooks start 1,462 days later).
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAYS_1900_TO_1904 = 1462;

export function excelSerialToIso(serial: number, date1904 = false): string {
  return new Date(EXCEL_EPOCH + (serial + (date1904 ? DAYS_1900_TO_1904 : 0)) * DAY_MS).toISOString();
}

/** A number cell that numberRule would give back unchanged (no commas to strip, in range, digits fit). */
export function numberCheck(opts: { integer?: boolean; min?: number; max?: number; scale?: number }): FastAccept {
  const { integer, min, max, scale } = opts;
  return (raw) => {
    if (typeof raw !== 'number' || !Number.isFinite(raw)) return undefined;
    if (integer && !Number.isInteger(raw)) return undefined;
    if ((min !== undefined && raw < min) || (max !== undefined && raw > max)) return undefined;
    if (scale !== undefined) {
      if (!fitsNumeric(raw, scale)) return undefined;
      const text = String(raw);
      const point = text.indexOf('.');
      if (text.includes('e') || (point >= 0 && text.length - point - 1 > scale)) return undefined;
    }
    return { value: raw };
  };
}
