// The ASC X12 810 invoice (BIG, CUR, IT1, TDS, CTT) and 861 receiving advice (BRA, REF*IV, PRF, RCD +
// LIN per item, CTT): read from partners' files, and generated (demo documents, tests). Amounts stay
// exact strings: TDS01 carries cents with the decimal point implied.
import { X12Generator, type X12Segment } from 'node-x12';
import { envelope, isoDate, lineOf, partId, plainDecimal, readSafely, readTransactions, stNo, text, val, wholeQty, X12_OPTIONS, X12Problem, ymd } from './x12Envelope';

export interface InvoiceItem {
  mpn: string;
  cpn: string | null;
  qty: number;
  uom: string;
  unit_price: string;
}
export interface Invoice {
  invoice_no: string;
  invoice_date: string;
  po_no: string | null;
  currency: string;
  /** The TDS total, e.g. "1234.50". */
  total_amount: string;
  items: InvoiceItem[];
}
export interface ReceiptItem {
  mpn: string;
  cpn: string | null;
  received_qty: number;
  rejected_qty: number;
  uom: string;
}
export interface Receipt {
  receipt_no: string;
  receipt_date: string;
  invoice_no: string | null;
  po_no: string | null;
  items: ReceiptItem[];
}
type Env = { sender_id: string; receiver_id: string; control_no: string; line: number };
type GenEnv = { sender: string; receiver: string; control: string; at: Date };

/** "123456" cents → "1234.56"; "5" → "0.05". */
export const fromCents = (cents: string) => {
  const p = cents.replace(/^0+(?=\d)/, '').padStart(3, '0');
  return `${p.slice(0, -2)}.${p.slice(-2)}`;
};
/** "1234.5" → "123450" (exact, no float). */
export const toCents = (amount: string) => {
  const [whole, frac = ''] = amount.split('.');
  return `${whole}${frac.padEnd(2, '0').slice(0, 2)}`.replace(/^0+(?=\d)/, '');
};

function checkCount(ctt: X12Segment | undefined, n: number, what: string) {
  if (ctt && Number(val(ctt, 1)) !== n) throw new X12Problem('CTT01', lineOf(ctt), `says ${val(ctt, 1)} items, the ${what} holds ${n}`);
}

function readInvoice(segments: X12Segment[], start: number): Invoice {
  const big = segments.find((s) => s.tag === 'BIG');
  if (!big) throw new X12Problem('BIG', start, 'the 810 has no BIG segment');
  const inv: Invoice = { invoice_date: isoDate(big, 1), invoice_no: text(big, 2, 30, 'invoice number', true)!.toUpperCase(), po_no: text(big, 4, 30, 'PO number'), currency: 'USD', total_amount: '0.00', items: [] };
  let tds: X12Segment | undefined;
  let ctt: X12Segment | undefined;
  for (const s of segments) {
    if (s.tag === 'CUR' && val(s, 2)) inv.currency = val(s, 2).toUpperCase().slice(0, 3);
    else if (s.tag === 'IT1') {
      const mpn = partId(s, 'VP', 6) ?? partId(s, 'MG', 6);
      if (!mpn || mpn.length > 60) throw new X12Problem('IT1', lineOf(s), mpn ? `part number "${mpn.slice(0, 20)}..." is longer than 60 characters` : 'no vendor part number (VP or MG qualifier)');
      inv.items.push({ mpn: mpn.toUpperCase(), cpn: partId(s, 'BP', 6), qty: wholeQty(s, 2), uom: (val(s, 3) || 'EA').slice(0, 2), unit_price: plainDecimal(s, 4, 4, 'unit price') });
    } else if (s.tag === 'TDS') tds = s;
    else if (s.tag === 'CTT') ctt = s;
  }
  if (!inv.items.length) throw new X12Problem('IT1', start, `810 ${inv.invoice_no} has no IT1 item`);
  if (!tds || !/^\d{1,17}$/.test(val(tds, 1))) throw new X12Problem('TDS01', tds ? lineOf(tds) : start, `810 ${inv.invoice_no}: the total (TDS01, in cents) is missing or not a whole number`);
  inv.total_amount = fromCents(val(tds, 1));
  checkCount(ctt, inv.items.length, '810');
  return inv;
}

function readReceipt(segments: X12Segment[], start: number): Receipt {
  const bra = segments.find((s) => s.tag === 'BRA');
  if (!bra) throw new X12Problem('BRA', start, 'the 861 has no BRA segment');
  const rec: Receipt = { receipt_no: text(bra, 1, 30, 'receipt number', true)!.toUpperCase(), receipt_date: isoDate(bra, 2), invoice_no: null, po_no: null, items: [] };
  let pending: Omit<ReceiptItem, 'mpn' | 'cpn'> | null = null;
  let ctt: X12Segment | undefined;
  for (const s of segments) {
    if (s.tag === 'REF' && val(s, 1) === 'IV') rec.invoice_no = text(s, 2, 30, 'invoice number')?.toUpperCase() ?? null;
    else if (s.tag === 'PRF') rec.po_no = text(s, 1, 30, 'PO number');
    else if (s.tag === 'RCD') pending = { received_qty: wholeQty(s, 2, true), rejected_qty: wholeQty(s, 6, true), uom: (val(s, 3) || 'EA').slice(0, 2) };
    else if (s.tag === 'LIN') {
      if (!pending) throw new X12Problem('LIN', lineOf(s), 'an item (LIN) without its receiving quantities (RCD) before it');
      const mpn = partId(s, 'VP', 2) ?? partId(s, 'MG', 2);
      if (!mpn || mpn.length > 60) throw new X12Problem('LIN', lineOf(s), 'no vendor part number (VP or MG qualifier) of at most 60 characters');
      rec.items.push({ ...pending, mpn: mpn.toUpperCase(), cpn: partId(s, 'BP', 2) });
      pending = null;
    } else if (s.tag === 'CTT') ctt = s;
  }
  if (!rec.items.length) throw new X12Problem('RCD', start, `861 ${rec.receipt_no} has no item`);
  checkCount(ctt, rec.items.length, '861');
  return rec;
}

export function parse810(textIn: string): (Invoice & Env)[] {
  return readTransactions(textIn, '810', 'IN').map((tx) => ({ ...readSafely(tx.line, () => readInvoice(tx.segments, tx.line)), sender_id: tx.sender_id, receiver_id: tx.receiver_id, control_no: tx.control_no, line: tx.line }));
}

export function parse861(textIn: string): (Receipt & Env)[] {
  return readTransactions(textIn, '861', 'RC').map((tx) => ({ ...readSafely(tx.line, () => readReceipt(tx.segments, tx.line)), sender_id: tx.sender_id, receiver_id: tx.receiver_id, control_no: tx.control_no, line: tx.line }));
}

export function generate810(invoices: Invoice[], env: GenEnv): string {
  const { notation, group } = envelope(env.sender, env.receiver, env.control, 'IN', env.at);
  invoices.forEach((inv, i) => {
    const tx = group.addTransaction(['810', stNo(i)]);
    tx.addSegment('BIG', [ymd(inv.invoice_date), inv.invoice_no, '', inv.po_no ?? '']);
    tx.addSegment('CUR', ['SE', inv.currency]);
    inv.items.forEach((it, k) => tx.addSegment('IT1', [String(k + 1), String(it.qty), it.uom, it.unit_price, 'PE', 'VP', it.mpn, ...(it.cpn ? ['BP', it.cpn] : [])]));
    tx.addSegment('TDS', [toCents(inv.total_amount)]);
    tx.addSegment('CTT', [String(inv.items.length)]);
  });
  return new X12Generator(notation, X12_OPTIONS).toString();
}

export function generate861(receipts: Receipt[], env: GenEnv): string {
  const { notation, group } = envelope(env.sender, env.receiver, env.control, 'RC', env.at);
  receipts.forEach((rec, i) => {
    const tx = group.addTransaction(['861', stNo(i)]);
    tx.addSegment('BRA', [rec.receipt_no, ymd(rec.receipt_date), '00', '1']);
    if (rec.invoice_no) tx.addSegment('REF', ['IV', rec.invoice_no]);
    if (rec.po_no) tx.addSegment('PRF', [rec.po_no]);
    rec.items.forEach((it, k) => {
      tx.addSegment('RCD', [String(k + 1), String(it.received_qty), it.uom, '', '', String(it.rejected_qty), it.uom]);
      tx.addSegment('LIN', ['', 'VP', it.mpn, ...(it.cpn ? ['BP', it.cpn] : [])]);
    });
    tx.addSegment('CTT', [String(rec.items.length)]);
  });
  return new X12Generator(notation, X12_OPTIONS).toString();
}
