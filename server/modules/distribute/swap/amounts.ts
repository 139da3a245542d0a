// Quantities as the wire sends them: whole numbers or up to 3 decimals, compared exactly (thousandths
// as bigint), never as floats.
export function thousandths(raw: unknown): bigint | undefined {
  const s = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  const m = /^(\d{1,17})(?:\.(\d{1,3}))?$/.exec(s);
  if (!m) return undefined;
  return BigInt(m[1]) * 1000n + BigInt((m[2] ?? '').padEnd(3, '0'));
}

/** Thousandths back to the shortest decimal text: 3000000n -> "3000", 1500n -> "1.5". */
export function decimalText(v: bigint): string {
  const neg = v < 0n;
  const a = neg ? -v : v;
  const whole = a / 1000n;
  const frac = (a % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return `${neg ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}
