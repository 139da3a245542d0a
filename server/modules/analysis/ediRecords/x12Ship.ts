// The ASC X12 856 ship notice: generated from a shipped ASN as the hierarchy shipment (S) → order (O,
// PRF: the customer order) → item (I, LIN + SN1) → pack (P, MAN*GM: the bag, SN1: what it holds), and
// read back from a partner's file into the same shape. Quantities are whole pieces.
import { X12Generator, type X12Segment } from 'node-x12';
import { envelope, isoDate, lineOf, partId, readSafely, readTransactions, stNo, text, val, wholeQty, X12_OPTIONS, X12Problem, ymd } from './x12Envelope';

export interface ShipPack {
  mark: string;
  qty: number;
}
export interface ShipItem {
  order_no: string | null;
  mpn: string;
  cpn: string | null;
  qty: number;
  uom: string;
  packs: ShipPack[];
}
export interface ShipNotice {
  shipment_no: string;
  invoice_no: string | null;
  ship_date: string | null;
  carrier: string | null;
  tracking_no: string | null;
  ship_to: { name: string; code: string } | null;
  items: ShipItem[];
}
export type ReceivedNotice = ShipNotice & { sender_id: string; receiver_id: string; control_no: string; line: number };

/** One interchange holding each notice as an 856 transaction. */
export function generate856(notices: ShipNotice[], env: { sender: string; receiver: string; control: string; at: Date }): string {
  const { notation, group, date, time } = envelope(env.sender, env.receiver, env.control, 'SH', env.at);
  notices.forEach((n, i) => {
    const tx = group.addTransaction(['856', stNo(i)]);
    tx.addSegment('BSN', ['00', n.shipment_no, ymd(date), time, '0001']);
    let hl = 0;
    const open = (parent: number | null, level: 'S' | 'O' | 'I' | 'P') => {
      hl += 1;
      tx.addSegment('HL', [String(hl), parent ? String(parent) : '', level]);
      return hl;
    };
    const shipment = open(null, 'S');
    if (n.carrier) tx.addSegment('TD5', ['B', '2', n.carrier.slice(0, 35)]);
    if (n.tracking_no) tx.addSegment('REF', ['BM', n.tracking_no]);
    if (n.invoice_no) tx.addSegment('REF', ['IV', n.invoice_no]);
    if (n.ship_date) tx.addSegment('DTM', ['011', ymd(n.ship_date)]);
    if (n.ship_to) tx.addSegment('N1', ['ST', n.ship_to.name.slice(0, 60), '92', n.ship_to.code]);
    const orders = new Map<string, ShipItem[]>();
    for (const it of n.items) orders.set(it.order_no ?? '', [...(orders.get(it.order_no ?? '') ?? []), it]);
    for (const [orderNo, items] of orders) {
      const order = open(shipment, 'O');
      tx.addSegment('PRF', [orderNo || n.invoice_no || n.shipment_no]);
      items.forEach((it) => {
        const item = open(order, 'I');
        tx.addSegment('LIN', ['', 'VP', it.mpn, ...(it.cpn ? ['BP', it.cpn] : [])]);
        tx.addSegment('SN1', ['', String(it.qty), it.uom]);
        for (const p of it.packs) {
          open(item, 'P');
          tx.addSegment('MAN', ['GM', p.mark]);
          tx.addSegment('SN1', ['', String(p.qty), it.uom]);
        }
      });
    }
    tx.addSegment('CTT', [String(hl)]);
  });
  return new X12Generator(notation, X12_OPTIONS).toString();
}

function readNotice(segments: X12Segment[], start: number): ShipNotice {
  const bsn = segments.find((s) => s.tag === 'BSN');
  if (!bsn) throw new X12Problem('BSN', start, 'the 856 has no BSN segment');
  const notice: ShipNotice = { shipment_no: text(bsn, 2, 30, 'shipment number', true)!.toUpperCase(), invoice_no: null, ship_date: null, carrier: null, tracking_no: null, ship_to: null, items: [] };
  let level = '';
  let orderNo: string | null = null;
  let hlCount = 0;
  let ctt: X12Segment | undefined;
  for (const s of segments) {
    if (s.tag === 'HL') {
      hlCount += 1;
      level = val(s, 3);
      if (!['S', 'O', 'I', 'P', 'T'].includes(level)) throw new X12Problem('HL03', lineOf(s), `level "${level}" is not S, O, T, I or P`);
    } else if (s.tag === 'REF' && val(s, 1) === 'IV') notice.invoice_no = text(s, 2, 30, 'invoice number')?.toUpperCase() ?? null;
    else if (s.tag === 'REF' && ['BM', 'CN'].includes(val(s, 1))) notice.tracking_no = text(s, 2, 60, 'tracking number');
    else if (s.tag === 'TD5') notice.carrier = val(s, 3).slice(0, 60) || null;
    else if (s.tag === 'DTM' && val(s, 1) === '011') notice.ship_date = isoDate(s, 2);
    else if (s.tag === 'N1' && val(s, 1) === 'ST') notice.ship_to = { name: val(s, 2), code: val(s, 4) };
    else if (s.tag === 'PRF') orderNo = text(s, 1, 30, 'order number');
    else if (s.tag === 'LIN') {
      const mpn = partId(s, 'VP', 2) ?? partId(s, 'MG', 2);
      if (!mpn) throw new X12Problem('LIN', lineOf(s), 'no vendor part number (VP or MG qualifier)');
      if (mpn.length > 60) throw new X12Problem('LIN', lineOf(s), `part number "${mpn.slice(0, 20)}..." is longer than 60 characters`);
      notice.items.push({ order_no: orderNo, mpn: mpn.toUpperCase(), cpn: partId(s, 'BP', 2), qty: 0, uom: 'EA', packs: [] });
    } else if (s.tag === 'SN1') {
      const item = notice.items[notice.items.length - 1];
      if (!item) throw new X12Problem('SN1', lineOf(s), 'a quantity before any item (LIN)');
      const qty = wholeQty(s, 2);
      if (level === 'P' && item.packs.length) item.packs[item.packs.length - 1].qty = qty;
      else if (level === 'I') {
        item.qty = qty;
        item.uom = (val(s, 3) || 'EA').slice(0, 2);
      }
    } else if (s.tag === 'MAN' && level === 'P') {
      const item = notice.items[notice.items.length - 1];
      if (!item) throw new X12Problem('MAN', lineOf(s), 'a pack before any item (LIN)');
      item.packs.push({ mark: text(s, 2, 48, 'pack mark', true)!, qty: 0 });
    } else if (s.tag === 'CTT') ctt = s;
  }
  if (!notice.items.length) throw new X12Problem('LIN', start, `856 ${notice.shipment_no} has no item`);
  const noQty = notice.items.find((i) => !i.qty);
  if (noQty) throw new X12Problem('SN1', start, `856 ${notice.shipment_no}: item ${noQty.mpn} has no shipped quantity`);
  if (ctt && Number(val(ctt, 1)) !== hlCount) throw new X12Problem('CTT01', lineOf(ctt), `says ${val(ctt, 1)} HL levels, the 856 holds ${hlCount}`);
  return notice;
}

/** Every 856 of an interchange file (strict: any problem refuses the file). */
export function parse856(textIn: string): ReceivedNotice[] {
  return readTransactions(textIn, '856', 'SH').map((tx) => ({ ...readSafely(tx.line, () => readNotice(tx.segments, tx.line)), sender_id: tx.sender_id, receiver_id: tx.receiver_id, control_no: tx.control_no, line: tx.line }));
}
