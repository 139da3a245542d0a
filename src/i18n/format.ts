// Display formats of document 3 section 9: thousands separators, negatives in parentheses,
// 2 decimals by default with trailing zeros removed; dates YYYY-MM-DD. The same in every
// language: the spec fixes them, and staff compare numbers across screens and exports.

type Numeric = number | string | null | undefined;

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(maxDecimals: number): Intl.NumberFormat {
  let f = formatters.get(maxDecimals);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: maxDecimals, useGrouping: true });
    formatters.set(maxDecimals, f);
  }
  return f;
}

/**
 * 1234.5 -> "1,234.5", -1234.567 -> "(1,234.57)", 1000 -> "1,000". Empty input gives "";
 * text that is not a number is shown as it is.
 */
export function formatNumber(value: Numeric, maxDecimals = 2): string {
  if (value === null || value === undefined || value === '') return '';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  const digits = Math.min(Math.max(0, Math.floor(maxDecimals)), 20);
  const text = formatter(digits).format(Math.abs(n));
  // A negative that rounds to zero is shown as plain 0, not "(0)".
  return n < 0 && /[1-9]/.test(text) ? `(${text})` : text;
}

/** Money keeps up to its declared scale (prices often need 4 or more), trailing zeros trimmed. */
export function formatMoney(value: Numeric, scale = 2): string {
  return formatNumber(value, scale);
}

/** A money field that is a unit value (a price, cost or rate) rather than an amount, by its name. */
const UNIT_VALUE = /price|cost|rate|srp|dbp/;
/** A decimal that counts goods (qty, MPQ, MOQ) rather than a ratio, by its name. */
const QUANTITY = /qty|mpq|moq/;

/**
 * The decimals a number field shows (document 3 section 9, R26: 2 by default): amounts and ratios 2;
 * a unit price, cost or rate, and a quantity, its declared scale; whole numbers none.
 * Trailing zeros are trimmed in every case.
 */
export function shownDecimals(name: string, field: { kind: string; scale?: number }): number {
  if (field.kind === 'integer') return 0;
  const scale = field.scale ?? 2;
  if (field.kind === 'money') return UNIT_VALUE.test(name) ? scale : Math.min(scale, 2);
  // A stock quantity held to 3 decimals shows them; other decimals (ratios) the default 2.
  if (field.kind === 'decimal') return UNIT_VALUE.test(name) || QUANTITY.test(name) ? scale : Math.min(scale, 2);
  return 2;
}

const pad = (n: number) => String(n).padStart(2, '0');
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: string | Date): Date | undefined {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

/** YYYY-MM-DD. A calendar-day string is kept as is (parsing it would shift it by the time zone). */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const d = toDate(value);
  return d ? `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}` : String(value);
}

/** YYYY-MM-DD HH:mm in the browser's time zone. */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) return value;
  const d = toDate(value);
  return d ? `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}` : String(value);
}

/** YYYY_MM_DD, the suffix of export file names. */
export function fileDateSuffix(now = new Date()): string {
  return `${now.getFullYear()}_${pad(now.getMonth() + 1)}_${pad(now.getDate())}`;
}
