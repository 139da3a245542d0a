// Matching a received document to its ASN: by invoice number first, else by a PO its items were
// shipped against (one ASN only: several make it ambiguous). Then its items are compared with the
// ASN's by part: quantities (and prices where the document has them). Whatever differs is written
// down in the importer's language; a document without an ASN is kept as "unmatched", never dropped.
import { sql, type Transaction } from 'kysely';
import type { MatchStatus } from '../../../../src/resources/analysis/ediRecords/model/wire';
import { truncateUtf8 } from '../../../../src/schema/bytes';
import type { DB } from '../../../db/types';
import { ediRecordText } from './messages';

export interface AsnLine {
  qty: number;
  price: string;
}
export interface Match {
  asn_id: number | null;
  match_status: MatchStatus;
  match_note: string | null;
  /** The ASN's quantity and price per MPN (empty without an ASN). */
  lines: Map<string, AsnLine>;
}
export interface DocLine {
  mpn: string;
  qty: number;
  price?: string;
}

const ASN_CANCELLED = '8';
/** "0.246900" and "0.2469" are one price. */
const plain = (d: string) => (d.includes('.') ? d.replace(/0+$/, '').replace(/\.$/, '') : d);

async function asnOf(trx: Transaction<DB>, invoiceNo: string | null, poNo: string | null): Promise<{ id: number | null; ambiguous?: number }> {
  if (invoiceNo) {
    const byInvoice = await sql<{ id: number }>`select id::int as id from asn_order where invoice_no = ${invoiceNo.toUpperCase()} and status <> ${ASN_CANCELLED} limit 1`.execute(trx);
    if (byInvoice.rows.length) return { id: byInvoice.rows[0].id };
  }
  if (!poNo) return { id: null };
  const byPo = await sql<{ id: number }>`select distinct o.id::int as id from asn_order o join asn_item i on i.asn_id = o.id
    where upper(i.order_no) = ${poNo.toUpperCase()} and o.status <> ${ASN_CANCELLED} order by 1 limit 5`.execute(trx);
  if (byPo.rows.length === 1) return { id: byPo.rows[0].id };
  return { id: null, ...(byPo.rows.length > 1 ? { ambiguous: byPo.rows.length } : {}) };
}

export async function matchToAsn(trx: Transaction<DB>, locale: string, keys: { invoice_no: string | null; po_no: string | null }, doc: DocLine[]): Promise<Match> {
  const found = await asnOf(trx, keys.invoice_no, keys.po_no);
  if (!found.id) {
    const note = found.ambiguous
      ? ediRecordText(locale, 'ambiguous', { po: keys.po_no ?? '', count: found.ambiguous })
      : ediRecordText(locale, 'unmatched', { invoice: keys.invoice_no ?? '', po: keys.po_no ?? '' });
    return { asn_id: null, match_status: 'unmatched', match_note: note, lines: new Map() };
  }
  const rows = await sql<{ mpn: string; qty: number; price: string }>`select upper(m.mpn) as mpn, sum(i.total_qty)::int as qty, min(i.price)::text as price
    from asn_item i join material m on m.id = i.material_id where i.asn_id = ${found.id} group by upper(m.mpn)`.execute(trx);
  const lines = new Map(rows.rows.map((r) => [r.mpn, { qty: Number(r.qty), price: r.price }]));
  const byPart = new Map<string, DocLine>();
  for (const d of doc) {
    const had = byPart.get(d.mpn);
    byPart.set(d.mpn, had ? { ...had, qty: had.qty + d.qty } : { ...d });
  }
  const notes: string[] = [];
  for (const [mpn, d] of byPart) {
    const asn = lines.get(mpn);
    if (!asn) notes.push(ediRecordText(locale, 'notOnAsn', { mpn }));
    else {
      if (asn.qty !== d.qty) notes.push(ediRecordText(locale, 'qtyDiffers', { mpn, doc: d.qty, asn: asn.qty }));
      if (d.price !== undefined && plain(d.price) !== plain(asn.price)) notes.push(ediRecordText(locale, 'priceDiffers', { mpn, doc: plain(d.price), asn: plain(asn.price) }));
    }
  }
  for (const [mpn, asn] of lines) if (!byPart.has(mpn)) notes.push(ediRecordText(locale, 'missingHere', { mpn, qty: asn.qty }));
  return { asn_id: found.id, match_status: notes.length ? 'differs' : 'matched', match_note: notes.length ? truncateUtf8(notes.join('\n'), 2000) : null, lines };
}
