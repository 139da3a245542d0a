// What the 856, 810 and 861 documents share: reading an interchange strictly with node-x12 (counts and
// control numbers checked; a refusal names the segment and line) and building one for generation.
import { JSEDINotation, X12Parser, type X12Interchange, type X12Segment } from 'node-x12';
import { X12Problem } from '../../shipment/edi/x12';

export { X12Problem };

export interface Received {
  sender_id: string;
  receiver_id: string;
  control_no: string;
  /** Where the transaction starts (1-based line). */
  line: number;
  segments: X12Segment[];
}

export const lineOf = (s: X12Segment) => (s.range?.start ? s.range.start.line + 1 : null);
export const val = (s: X12Segment, n: number) => (s.valueOf(n) ?? '').trim();
const where = (s: X12Segment, n: number) => `${s.tag}${String(n).padStart(2, '0')}`;

const CCYYMMDD = /^(\d{4})(\d{2})(\d{2})$/;

export function isoDate(s: X12Segment, n: number): string {
  const m = CCYYMMDD.exec(val(s, n));
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`) : null;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`)
    throw new X12Problem(where(s, n), lineOf(s), `"${val(s, n)}" is not a date (CCYYMMDD)`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

/** A whole quantity of pieces (0 allowed where `zero`), up to 12 digits. */
export function wholeQty(s: X12Segment, n: number, zero = false): number {
  const v = val(s, n) || (zero ? '0' : '');
  if (!/^\d{1,12}$/.test(v) || (!zero && !/[1-9]/.test(v))) throw new X12Problem(where(s, n), lineOf(s), `quantity "${v}" is not a ${zero ? 'whole' : 'positive whole'} number`);
  return Number(v);
}

/** A plain decimal with at most `scale` places, kept as the string written. */
export function plainDecimal(s: X12Segment, n: number, scale: number, what: string): string {
  const v = val(s, n);
  if (!new RegExp(`^\\d{1,15}(\\.\\d{1,${scale}})?$`).test(v)) throw new X12Problem(where(s, n), lineOf(s), `${what} "${v}" is not a plain number with at most ${scale} decimals`);
  return v;
}

/** The value after a qualifier among a segment's elements from `from` on (VP vendor's part, BP buyer's). */
export function partId(s: X12Segment, qualifier: string, from: number): string | null {
  for (let n = from; n < s.elements.length; n += 2) if (val(s, n) === qualifier) return val(s, n + 1) || null;
  return null;
}

export function text(s: X12Segment, n: number, max: number, what: string, required = false): string | null {
  const v = val(s, n);
  if (required && !v) throw new X12Problem(where(s, n), lineOf(s), `the ${what} is missing`);
  if (v.length > max) throw new X12Problem(where(s, n), lineOf(s), `the ${what} "${v.slice(0, 20)}..." is longer than ${max} characters`);
  return v || null;
}

/** Every transaction of the interchanges in `text` whose set is `set` (group `functional`); anything else is refused. */
export function readTransactions(text: string, set: '856' | '810' | '861', functional: string): Received[] {
  let interchanges: X12Interchange[];
  try {
    const result = new X12Parser(true).parse(text.trim());
    interchanges = Array.isArray(result) ? [...result] : [result as X12Interchange];
  } catch (err) {
    const message = String((err as Error)?.message ?? err).replace(/^X12 Standard:\s*/, '');
    throw new X12Problem(/\b(ISA|IEA|GS|GE|ST|SE)\d*/.exec(message)?.[1] ?? 'ISA', null, message);
  }
  const out: Received[] = [];
  try {
    for (const parsed of interchanges) {
      const env = { sender_id: val(parsed.header, 6), receiver_id: val(parsed.header, 8), control_no: val(parsed.header, 13).padStart(9, '0') };
      for (const group of parsed.functionalGroups) {
        if (val(group.header, 1) !== functional) throw new X12Problem('GS01', lineOf(group.header), `functional group "${val(group.header, 1)}" is not ${functional} (${set})`);
        for (const tx of group.transactions) {
          if (val(tx.header, 1) !== set) throw new X12Problem('ST01', lineOf(tx.header), `transaction set "${val(tx.header, 1)}" is not an ${set}`);
          out.push({ ...env, line: lineOf(tx.header) ?? 1, segments: tx.segments });
        }
      }
    }
  } catch (err) {
    if (err instanceof X12Problem) throw err;
    throw new X12Problem('ISA', null, `malformed interchange (${String((err as Error)?.message ?? err).slice(0, 120)})`);
  }
  if (!out.length) throw new X12Problem('ST', null, `the interchange holds no ${set} transaction`);
  return out;
}

const ymd = (iso: string) => iso.replaceAll('-', '');
const pad = (s: string, n: number) => s.slice(0, n).padEnd(n, ' ');
export const X12_OPTIONS = { elementDelimiter: '*', segmentTerminator: '~', subElementDelimiter: '>', endOfLine: '\n', format: true };
export { ymd };

/** An interchange (ISA/GS) ready for transactions; the group's control number is the interchange's. */
export function envelope(sender: string, receiver: string, control: string, functional: 'SH' | 'IN' | 'RC', at: Date) {
  const date = at.toISOString().slice(0, 10);
  const time = at.toISOString().slice(11, 16).replace(':', '');
  const isa = ['00', pad('', 10), '00', pad('', 10), 'ZZ', pad(sender, 15), 'ZZ', pad(receiver, 15), ymd(date).slice(2), time, 'U', '00401', control.padStart(9, '0'), '0', 'P', '>'];
  const notation = new JSEDINotation(isa, X12_OPTIONS);
  const group = notation.addFunctionalGroup([functional, sender, receiver, ymd(date), time, String(Number(control)), 'X', '004010']);
  return { notation, group, date, time };
}

/** Reads one transaction; anything but a worded problem is the file's fault too (a 400, never a 500). */
export function readSafely<T>(line: number, read: () => T): T {
  try {
    return read();
  } catch (err) {
    if (err instanceof X12Problem) throw err;
    throw new X12Problem('ST', line, `malformed transaction (${String((err as Error)?.message ?? err).slice(0, 120)})`);
  }
}

export const stNo = (i: number) => String(i + 1).padStart(4, '0');
