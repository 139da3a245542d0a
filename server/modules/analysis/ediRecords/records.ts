// One document recorded: an ASN sent as an 856 (queued in the EDI outbox), or a received 856, 810 or
// 861 matched to its ASN. The calls and the demo rows record through these, in the caller's transaction.
import type { Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { nextControlNo } from '../../shipment/edi/store';
import { matchToAsn } from './match';
import { ediRecordText } from './messages';
import { matchColumns, noticeOf, OUR_EDI_ID, partnerOf, saveRecord, type AsnForNotice } from './store';
import type { Invoice, Receipt } from './x12Invoice';
import { generate856, type ShipNotice } from './x12Ship';

type User = { id: number; name: string };
type Received = { sender_id: string; control_no: string };
export interface Recorded {
  id: number;
  matched: boolean;
}

const counts = (n: ShipNotice) => ({
  order_count: new Set(n.items.map((i) => i.order_no ?? '')).size,
  item_count: n.items.length,
  pack_count: n.items.reduce((s, i) => s + i.packs.length, 0),
  total_qty: n.items.reduce((s, i) => s + i.qty, 0),
});
const itemRows = (n: ShipNotice) => n.items.map((i) => ({ order_no: i.order_no, mpn: i.mpn, cpn: i.cpn, qty: i.qty, uom: i.uom, pack_count: i.packs.length, pack_nos: i.packs.map((p) => p.mark).join(', ').slice(0, 2000) || null }));

/** The ASN as an 856 to its ship customer; null when it has no items. */
export async function sendAsn(trx: Transaction<DB>, user: User, asn: AsnForNotice, at = new Date()): Promise<number | null> {
  const notice = await noticeOf(trx, asn);
  if (!notice.items.length) return null;
  const control = await nextControlNo(trx);
  const partner = partnerOf(asn.customer_code);
  const body = generate856([notice], { sender: OUR_EDI_ID, receiver: partner, control, at });
  const header = { shipment_no: notice.shipment_no, direction: 'out', asn_id: asn.id, invoice_no: asn.invoice_no, partner_id: partner, ship_date: notice.ship_date, carrier: notice.carrier, tracking_no: notice.tracking_no, ...counts(notice), control_no: control, match_status: 'matched' };
  const id = await saveRecord(trx, user, 'record856', header, itemRows(notice), { action: 'create', reason: '856 notice' });
  await trx.insertInto('edi_outbox').values({ doc_type: '856', doc_id: id, receiver_id: partner, control_no: control, body, created_by: user.name }).execute();
  return id;
}

export async function record856(trx: Transaction<DB>, locale: string, user: User, n: ShipNotice & Received, source: string): Promise<Recorded> {
  const match = await matchToAsn(trx, locale, { invoice_no: n.invoice_no ?? n.shipment_no, po_no: n.items.find((i) => i.order_no)?.order_no ?? null }, n.items);
  const header = { shipment_no: n.shipment_no, direction: 'in', invoice_no: n.invoice_no, partner_id: n.sender_id, ship_date: n.ship_date, carrier: n.carrier, tracking_no: n.tracking_no, ...counts(n), control_no: n.control_no, ...matchColumns(match) };
  const id = await saveRecord(trx, user, 'record856', header, itemRows(n), { action: 'import', reason: `X12 ${source}` });
  return { id, matched: match.match_status === 'matched' };
}

/** qty × price to the cent, exactly (a price has at most 4 decimals: worked in 1/10000ths). */
const amount = (qty: number, price: string) => {
  const [w, f = ''] = price.split('.');
  const cents = (BigInt(w + f.padEnd(4, '0')) * BigInt(qty) + 50n) / 100n;
  const s = cents.toString().padStart(3, '0');
  return `${s.slice(0, -2)}.${s.slice(-2)}`;
};

/** Amounts of two decimals ("1234.50") summed exactly, in cents. */
const sumAmounts = (amounts: string[]) => {
  const cents = amounts.reduce((sum, a) => sum + BigInt(a.replace('.', '')), 0n).toString().padStart(3, '0');
  return `${cents.slice(0, -2)}.${cents.slice(-2)}`;
};

export async function record810(trx: Transaction<DB>, locale: string, user: User, inv: Invoice & Received, source: string): Promise<Recorded> {
  const match = await matchToAsn(trx, locale, inv, inv.items.map((i) => ({ mpn: i.mpn, qty: i.qty, price: i.unit_price })));
  const header = {
    invoice_no: inv.invoice_no, invoice_date: inv.invoice_date, po_no: inv.po_no, sender_id: inv.sender_id, currency: inv.currency, item_count: inv.items.length,
    total_qty: inv.items.reduce((s, i) => s + i.qty, 0), total_amount: inv.total_amount, control_no: inv.control_no, review_status: 'open', ...matchColumns(match),
  };
  const items = inv.items.map((i) => ({ mpn: i.mpn, cpn: i.cpn, qty: i.qty, uom: i.uom, unit_price: i.unit_price, amount: amount(i.qty, i.unit_price), asn_qty: match.lines.get(i.mpn)?.qty ?? null, asn_price: match.lines.get(i.mpn)?.price ?? null }));
  // X12 lets the total (TDS) carry charges and allowances (SAC) beside the lines: a difference is noted, never refused.
  const linesTotal = sumAmounts(items.map((i) => i.amount));
  if (linesTotal !== inv.total_amount) {
    const note = ediRecordText(locale, 'totalDiffers', { total: inv.total_amount, lines: linesTotal });
    header.match_note = [header.match_note, note].filter(Boolean).join('\n');
  }
  const id = await saveRecord(trx, user, 'record810', header, items, { action: 'import', reason: `X12 ${source}` });
  return { id, matched: match.match_status === 'matched' };
}

/** Received in good order, damaged (some rejected), short or over against what the ASN shipped. */
function condition(received: number, rejected: number, shipped: number | undefined): string {
  if (rejected > 0) return '02';
  if (shipped === undefined || received === shipped) return '01';
  return received < shipped ? '03' : '07';
}

export async function record861(trx: Transaction<DB>, locale: string, user: User, rec: Receipt & Received, source: string): Promise<Recorded> {
  const match = await matchToAsn(trx, locale, rec, rec.items.map((i) => ({ mpn: i.mpn, qty: i.received_qty + i.rejected_qty })));
  const rejected = rec.items.filter((i) => i.rejected_qty > 0).map((i) => ediRecordText(locale, 'rejected', { mpn: i.mpn, qty: i.rejected_qty }));
  const status = match.match_status === 'matched' && rejected.length ? 'differs' : match.match_status;
  const header = {
    receipt_no: rec.receipt_no, receipt_date: rec.receipt_date, sender_id: rec.sender_id, invoice_no: rec.invoice_no, po_no: rec.po_no, item_count: rec.items.length,
    received_qty: rec.items.reduce((s, i) => s + i.received_qty, 0), rejected_qty: rec.items.reduce((s, i) => s + i.rejected_qty, 0), control_no: rec.control_no,
    ...matchColumns(match), match_status: status, match_note: [match.match_note, ...rejected].filter(Boolean).join('\n') || null,
  };
  const items = rec.items.map((i) => {
    const shipped = match.lines.get(i.mpn)?.qty;
    return { mpn: i.mpn, cpn: i.cpn, received_qty: i.received_qty, rejected_qty: i.rejected_qty, uom: i.uom, condition: condition(i.received_qty, i.rejected_qty, shipped), shipped_qty: shipped ?? null };
  });
  const id = await saveRecord(trx, user, 'record861', header, items, { action: 'import', reason: `X12 ${source}` });
  return { id, matched: status === 'matched' };
}
