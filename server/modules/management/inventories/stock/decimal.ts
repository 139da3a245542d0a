// Exact stock quantities: decimal strings with up to 3 places, computed as integers of thousandths
// (numeric(20, 3) in the database), so no float ever touches a quantity.
export const SCALE = 3;
const FACTOR = 10n ** BigInt(SCALE);
const PATTERN = /^([+-])?(\d{1,17})(?:\.(\d{1,3}))?$/;

/** Thousandths of `value`, or undefined when it is not a decimal with at most 3 places. */
export function parseQty(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = PATTERN.exec(text);
  if (!m) return undefined;
  const units = BigInt(m[2]) * FACTOR + BigInt((m[3] ?? '').padEnd(SCALE, '0'));
  return m[1] === '-' ? -units : units;
}

/** The decimal string of thousandths, without trailing zeros ("1250.5"). */
export function formatQty(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / FACTOR;
  const frac = (abs % FACTOR).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

/** A database numeric (string) as thousandths; the database holds at most 3 places. */
export const dbQty = (value: string | number): bigint => parseQty(String(value)) ?? 0n;
