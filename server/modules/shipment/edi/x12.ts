// ASC X12 850 and 855 documents through node-x12: parse an interchange into purchase orders (each
// problem named by segment and line), and generate an interchange from orders or acknowledgements.
// Quantities and prices stay the strings they were written as: no float ever touches them.
import { JSEDINotation, X12Generator, X12Parser, type X12Interchange, type X12Segment } from 'node-x12';

export interface PoItem {
  line_no: number;
  qty: string;
  uom: string;
  unit_price: string;
  cpn: string | null;
  mpn: string;
  request_date: string | null;
}

export interface PurchaseOrder {
  sender_id: string;
  receiver_id: string;
  control_no: string;
  purpose: string;
  po_type: string;
  po_no: string;
  po_date: string;
  currency: string;
  customer_code: string | null;
  ship_to: string | null;
  items: PoItem[];
  /** Where the transaction starts (1-based line), for messages about the whole order. */
  line: number;
}

export interface AckItem extends PoItem {
  ack_status: string;
}

export interface Acknowledgement {
  control_no: string;
  sender_id: string;
  receiver_id: string;
  ack_type: string;
  po_no: string;
  po_date: string;
  ack_no: string;
  ack_date: string;
  items: AckItem[];
}

/** A refusal of the file: which segment, on which line (1-based), and why. */
export class X12Problem extends Error {
  constructor(
    readonly segment: string,
    readonly line: number | null,
    readonly reason: string,
  ) {
    super(line ? `${segment} (line ${line}): ${reason}` : `${segment}: ${reason}`);
  }
}

/** Up to 15 digits before the point; quantities keep 3 decimals, prices 4 (their columns' scales). */
const DECIMAL = { quantity: /^\d{1,15}(\.\d{1,3})?$/, 'unit price': /^\d{1,15}(\.\d{1,4})?$/ };
const CCYYMMDD = /^(\d{4})(\d{2})(\d{2})$/;

const lineOf = (s: X12Segment) => (s.range?.start ? s.range.start.line + 1 : null);
const val = (s: X12Segment, n: number) => (s.valueOf(n) ?? '').trim();

function isoDate(s: X12Segment, n: number): string {
  const m = CCYYMMDD.exec(val(s, n));
  const d = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`) : null;
  if (!m || !d || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== `${m[1]}-${m[2]}-${m[3]}`)
    throw new X12Problem(`${s.tag}${String(n).padStart(2, '0')}`, lineOf(s), `"${val(s, n)}" is not a date (CCYYMMDD)`);
  return `${m[1]}-${m[2]}-${m[3]}`;
}

function decimal(s: X12Segment, n: number, what: keyof typeof DECIMAL): string {
  const v = val(s, n);
  if (!DECIMAL[what].test(v) || (what === 'quantity' && !/[1-9]/.test(v))) throw new X12Problem(`${s.tag}${String(n).padStart(2, '0')}`, lineOf(s), `${what} "${v}" is not a ${what === 'quantity' ? 'positive' : 'plain'} number with at most ${what === 'quantity' ? 3 : 4} decimals`);
  return v;
}

/** The value after a qualifier in PO106..: BP (buyer's part), VP (vendor's part). */
function partId(s: X12Segment, qualifier: string): string | null {
  for (let n = 6; n < s.elements.length; n += 2) if (val(s, n) === qualifier) return val(s, n + 1) || null;
  return null;
}

/** Parses an interchange of one or more 850 transactions (strict: counts and control numbers checked). */
export function parse850(text: string): PurchaseOrder[] {
  let interchanges: X12Interchange[];
  try {
    const result = new X12Parser(true).parse(text.trim());
    interchanges = Array.isArray(result) ? [...result] : [result as X12Interchange];
  } catch (err) {
    if (err instanceof X12Problem) throw err;
    const message = String((err as Error)?.message ?? err).replace(/^X12 Standard:\s*/, '');
    const segment = /\b(ISA|IEA|GS|GE|ST|SE)\d*/.exec(message)?.[1] ?? 'ISA';
    throw new X12Problem(segment, null, message);
  }
  const orders: PurchaseOrder[] = [];
  for (const parsed of interchanges) {
    try {
      orders.push(...readInterchange(parsed));
    } catch (err) {
      // A structure the parser let through but this reader cannot walk is still the file's fault.
      if (err instanceof X12Problem) throw err;
      throw new X12Problem('ISA', null, `malformed interchange (${String((err as Error)?.message ?? err).slice(0, 120)})`);
    }
  }
  if (!orders.length) throw new X12Problem('ST', null, 'the interchange holds no 850 transaction');
  return orders;
}

function readInterchange(parsed: X12Interchange): PurchaseOrder[] {
  const isa = parsed.header;
  const sender = val(isa, 6);
  const receiver = val(isa, 8);
  const control = val(isa, 13).padStart(9, '0');
  const orders: PurchaseOrder[] = [];
  for (const group of parsed.functionalGroups) {
    if (val(group.header, 1) !== 'PO') throw new X12Problem('GS01', lineOf(group.header), `functional group "${val(group.header, 1)}" is not PO (850)`);
    for (const tx of group.transactions) {
      if (val(tx.header, 1) !== '850') throw new X12Problem('ST01', lineOf(tx.header), `transaction set "${val(tx.header, 1)}" is not an 850`);
      orders.push(readOrder(tx.segments, { sender, receiver, control, line: lineOf(tx.header) ?? 1 }));
    }
  }
  return orders;
}

function readOrder(segments: X12Segment[], env: { sender: string; receiver: string; control: string; line: number }): PurchaseOrder {
  const beg = segments.find((s) => s.tag === 'BEG');
  if (!beg) throw new X12Problem('BEG', env.line, 'the 850 has no BEG segment');
  const po: PurchaseOrder = {
    sender_id: env.sender,
    receiver_id: env.receiver,
    control_no: env.control,
    purpose: val(beg, 1),
    po_type: val(beg, 2),
    po_no: val(beg, 3),
    po_date: isoDate(beg, 5),
    currency: 'USD',
    customer_code: null,
    ship_to: null,
    items: [],
    line: env.line,
  };
  if (!['00', '01', '05'].includes(po.purpose)) throw new X12Problem('BEG01', lineOf(beg), `purpose "${po.purpose}" is not 00, 01 or 05`);
  if (!['SA', 'BK', 'DS', 'RL'].includes(po.po_type)) throw new X12Problem('BEG02', lineOf(beg), `PO type "${po.po_type}" is not SA, BK, DS or RL`);
  if (!po.po_no || po.po_no.length > 22) throw new X12Problem('BEG03', lineOf(beg), 'the PO number is missing or longer than 22 characters');
  let ctt: X12Segment | undefined;
  for (const s of segments) {
    if (s.tag === 'CUR' && val(s, 2)) po.currency = val(s, 2).toUpperCase();
    else if (s.tag === 'N1' && val(s, 1) === 'BY') po.customer_code = val(s, 4) || null;
    else if (s.tag === 'N1' && val(s, 1) === 'ST') po.ship_to = val(s, 2).slice(0, 60) || null;
    else if (s.tag === 'PO1') po.items.push(readItem(s, po.items.length + 1));
    else if (s.tag === 'DTM' && val(s, 1) === '002' && po.items.length) po.items[po.items.length - 1].request_date = isoDate(s, 2);
    else if (s.tag === 'CTT') ctt = s;
  }
  if (!po.items.length) throw new X12Problem('PO1', env.line, `PO ${po.po_no} has no PO1 item`);
  if (ctt && Number(val(ctt, 1)) !== po.items.length) throw new X12Problem('CTT01', lineOf(ctt), `says ${val(ctt, 1)} items, the 850 holds ${po.items.length}`);
  return po;
}

function readItem(s: X12Segment, lineNo: number): PoItem {
  const mpn = partId(s, 'VP') ?? partId(s, 'MG');
  if (!mpn) throw new X12Problem('PO1', lineOf(s), 'no vendor part number (VP or MG qualifier)');
  const cpn = partId(s, 'BP');
  for (const part of [mpn, cpn]) if (part && part.length > 48) throw new X12Problem('PO1', lineOf(s), `part number "${part.slice(0, 20)}..." is longer than 48 characters`);
  const uom = val(s, 3) || 'EA';
  if (uom.length > 2) throw new X12Problem('PO103', lineOf(s), `unit "${uom}" is not a 2-letter unit`);
  return { line_no: lineNo, qty: decimal(s, 2, 'quantity'), uom, unit_price: decimal(s, 4, 'unit price'), cpn, mpn: mpn.toUpperCase(), request_date: null };
}

const ymd = (iso: string) => iso.replaceAll('-', '');
const pad = (s: string, n: number) => s.slice(0, n).padEnd(n, ' ');
const OPTIONS = { elementDelimiter: '*', segmentTerminator: '~', subElementDelimiter: '>', endOfLine: '\n', format: true };

function envelope(sender: string, receiver: string, control: string, functional: 'PO' | 'PR', at: Date) {
  const date = at.toISOString().slice(0, 10);
  const time = at.toISOString().slice(11, 16).replace(':', '');
  const isa = ['00', pad('', 10), '00', pad('', 10), 'ZZ', pad(sender, 15), 'ZZ', pad(receiver, 15), ymd(date).slice(2), time, 'U', '00401', control.padStart(9, '0'), '0', 'P', '>'];
  const notation = new JSEDINotation(isa, OPTIONS);
  const group = notation.addFunctionalGroup([functional, sender, receiver, ymd(date), time, String(Number(control)), 'X', '004010']);
  return { notation, group };
}

const stNo = (i: number) => String(i + 1).padStart(4, '0');

/** One interchange holding each order as an 850 transaction, CTT carrying the line count and quantity hash. */
export function generate850(orders: (PurchaseOrder & { qty_total: string })[], env: { sender: string; receiver: string; control: string; at: Date }): string {
  const { notation, group } = envelope(env.sender, env.receiver, env.control, 'PO', env.at);
  orders.forEach((po, i) => {
    const tx = group.addTransaction(['850', stNo(i)]);
    tx.addSegment('BEG', [po.purpose, po.po_type, po.po_no, '', ymd(po.po_date)]);
    tx.addSegment('CUR', ['BY', po.currency]);
    if (po.customer_code) tx.addSegment('N1', ['BY', po.customer_code, '91', po.customer_code]);
    if (po.ship_to) tx.addSegment('N1', ['ST', po.ship_to]);
    for (const it of po.items) {
      tx.addSegment('PO1', [String(it.line_no), it.qty, it.uom, it.unit_price, 'PE', ...(it.cpn ? ['BP', it.cpn] : []), 'VP', it.mpn]);
      if (it.request_date) tx.addSegment('DTM', ['002', ymd(it.request_date)]);
    }
    tx.addSegment('CTT', [String(po.items.length), po.qty_total]);
  });
  return new X12Generator(notation, OPTIONS).toString();
}

/** One interchange holding each acknowledgement as an 855 transaction (BAK, PO1 with ACK per line). */
export function generate855(acks: Acknowledgement[], env: { sender: string; receiver: string; control: string; at: Date }): string {
  const { notation, group } = envelope(env.sender, env.receiver, env.control, 'PR', env.at);
  acks.forEach((ack, i) => {
    const tx = group.addTransaction(['855', stNo(i)]);
    tx.addSegment('BAK', ['00', ack.ack_type, ack.po_no, ymd(ack.po_date), '', '', '', ack.ack_no, ymd(ack.ack_date)]);
    for (const it of ack.items) {
      tx.addSegment('PO1', [String(it.line_no), it.qty, it.uom, it.unit_price, 'PE', ...(it.cpn ? ['BP', it.cpn] : []), 'VP', it.mpn]);
      tx.addSegment('ACK', [it.ack_status, it.qty, it.uom]);
    }
    tx.addSegment('CTT', [String(ack.items.length)]);
  });
  return new X12Generator(notation, OPTIONS).toString();
}

/** Reads an 855 interchange back (for the round-trip test and for checking what was queued). */
export function parse855(text: string): { control_no: string; acks: { ack_type: string; po_no: string; ack_no: string; items: { mpn: string; qty: string; ack_status: string }[] }[] } {
  const parsed = new X12Parser(true).parse(text.trim()) as X12Interchange;
  const acks = parsed.functionalGroups.flatMap((g) =>
    g.transactions.map((tx) => {
      const bak = tx.segments.find((s) => s.tag === 'BAK')!;
      const items: { mpn: string; qty: string; ack_status: string }[] = [];
      for (const s of tx.segments) {
        if (s.tag === 'PO1') items.push({ mpn: partId(s, 'VP') ?? '', qty: val(s, 2), ack_status: '' });
        if (s.tag === 'ACK' && items.length) items[items.length - 1].ack_status = val(s, 1);
      }
      return { ack_type: val(bak, 2), po_no: val(bak, 3), ack_no: val(bak, 8), items };
    }),
  );
  return { control_no: val(parsed.header, 13).padStart(9, '0'), acks };
}
