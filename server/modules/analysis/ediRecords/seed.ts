// Demo EDI records, made the way the calls make them: the first shipped demo ASN sent as an 856 (in
// the EDI outbox); X12 856s from the 3PL warehouse, 810 invoices from the supplier and 861 receiving
// advices from the customers generated with node-x12, parsed back and recorded against the ASNs (one
// of each matching, one differing, one with no ASN); and one 856 and one 810 waiting in the EDI inbox
// for a "Fetch from the EDI inbox". The second shipped ASN is left unsent for "Send 856".
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { record810, record856, record861, sendAsn } from './records';
import { lockAsns, noticeOf, OUR_EDI_ID, partnerOf, type AsnForNotice } from './store';
import { generate810, generate861, parse810, parse861, type Invoice, type Receipt } from './x12Invoice';
import { generate856, parse856, type ShipNotice } from './x12Ship';

const THREE_PL = 'JUSDA3PL';
const SUPPLIER = 'ASIACOMPEDI';
const AT = new Date(Date.UTC(2026, 10, 21, 9));
const env = (sender: string, receiver: string, n: number) => ({ sender, receiver, control: String(7100 + n).padStart(9, '0'), at: AT });

async function pricesOf(trx: Transaction<DB>, asnId: number): Promise<Map<string, string>> {
  const rows = await sql<{ mpn: string; price: string }>`select upper(m.mpn) as mpn, trim_scale(min(i.price))::text as price from asn_item i join material m on m.id = i.material_id where i.asn_id = ${asnId} group by upper(m.mpn)`.execute(trx);
  return new Map(rows.rows.map((r) => [r.mpn, r.price]));
}

const invoiceOf = async (trx: Transaction<DB>, n: ShipNotice, no: string, bump: (price: string, i: number) => string): Promise<Invoice> => {
  const prices = await pricesOf(trx, (await sql<{ id: number }>`select id::int as id from asn_order where invoice_no = ${n.invoice_no}`.execute(trx)).rows[0].id);
  const items = n.items.map((it, i) => ({ mpn: it.mpn, cpn: it.cpn, qty: it.qty, uom: 'EA', unit_price: bump(prices.get(it.mpn) ?? '0.5', i) }));
  const cents = items.reduce((s, it) => s + BigInt(Math.round(Number(it.unit_price) * 10000)) * BigInt(it.qty), 0n) / 100n;
  return { invoice_no: no, invoice_date: '2026-11-20', po_no: n.items[0].order_no, currency: 'USD', total_amount: `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`, items };
};
const receiptOf = (n: ShipNotice, no: string, short: number): Receipt => ({
  receipt_no: no, receipt_date: '2026-11-24', invoice_no: n.invoice_no, po_no: n.items[0].order_no,
  items: n.items.map((it, i) => ({ mpn: it.mpn, cpn: it.cpn, received_qty: i === 0 ? it.qty - short : it.qty, rejected_qty: 0, uom: 'EA' })),
});
const stranger: ShipNotice = { shipment_no: 'JSD2611-0457', invoice_no: 'INV-UNKNOWN-77', ship_date: '2026-11-19', carrier: 'SF Express', tracking_no: 'SF1499000457', ship_to: null,
  items: [{ order_no: 'PO-NOT-OURS-9', mpn: 'LM358DR', cpn: null, qty: 2500, uom: 'EA', packs: [{ mark: 'JSD-P1', qty: 2500 }] }] };

export async function seedEdiRecords(db: Kysely<DB>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const op = (await sql<{ id: number; name: string }>`select id::int as id, name from users where name = 'op'`.execute(trx)).rows[0];
    const shippedIds = (await sql<{ id: number }>`select id::int as id from asn_order where status = '4' order by id limit 2`.execute(trx)).rows.map((r) => r.id);
    if (!op || shippedIds.length < 2) return;
    const [a, b]: AsnForNotice[] = await lockAsns(trx, shippedIds);
    await sendAsn(trx, op, a, AT);
    const [na, nb] = [await noticeOf(trx, a), await noticeOf(trx, b)];
    const src = (name: string) => `${name}.x12`;
    // The 3PL's own 856 of what it shipped for A (matches), and one for a shipment no ASN knows.
    for (const n of parse856(generate856([{ ...na, shipment_no: `JSD-${na.invoice_no}` }, stranger], env(THREE_PL, OUR_EDI_ID, 1)))) await record856(trx, 'en-US', op, n, src('jusda_856_1121'));
    // The supplier's invoices: A at the ASN's prices, B one line 3 % dearer, one for an invoice we never had.
    const invoices = [await invoiceOf(trx, na, a.invoice_no, (p) => p), await invoiceOf(trx, nb, b.invoice_no, (p, i) => (i === 0 ? (Number(p) * 1.03).toFixed(4) : p))];
    const unknown: Invoice = { invoice_no: 'INV-2611-9981', invoice_date: '2026-11-18', po_no: 'PO-NOT-OURS-9', currency: 'USD', total_amount: '455.00', items: [{ mpn: 'LM358DR', cpn: null, qty: 2500, uom: 'EA', unit_price: '0.182' }] };
    for (const inv of parse810(generate810([...invoices, unknown], env(SUPPLIER, OUR_EDI_ID, 2)))) await record810(trx, 'en-US', op, inv, src('asiacomp_810_1120'));
    // The customers' receiving advices: A all received, B short on its first line, one for no ASN.
    const receipts = [receiptOf(na, `RA-${na.invoice_no}`, 0), receiptOf(nb, `RA-${nb.invoice_no}`, Math.min(100, Math.max(1, Math.floor(nb.items[0].qty / 10))))];
    const foreign: Receipt = { receipt_no: 'RA-2611-0031', receipt_date: '2026-11-22', invoice_no: 'INV-UNKNOWN-77', po_no: null, items: [{ mpn: 'LM358DR', cpn: null, received_qty: 2500, rejected_qty: 0, uom: 'EA' }] };
    for (const rec of parse861(generate861([...receipts, foreign], env(partnerOf(a.customer_code), OUR_EDI_ID, 3)))) await record861(trx, 'en-US', op, rec, src('customer_861_1124'));
    // Waiting in the inbox: the 3PL's 856 for B and a second invoice of the supplier.
    const waiting = await invoiceOf(trx, nb, `${nb.invoice_no}-S`, (p) => p);
    await trx.insertInto('edi_inbox').values([
      { doc_type: '856', sender_id: THREE_PL, file_name: 'jusda_856_1125.x12', body: generate856([{ ...nb, shipment_no: `JSD-${nb.invoice_no}` }], env(THREE_PL, OUR_EDI_ID, 4)) },
      { doc_type: '810', sender_id: SUPPLIER, file_name: 'asiacomp_810_1125.x12', body: generate810([waiting], env(SUPPLIER, OUR_EDI_ID, 5)) },
    ]).execute();
  });
}
