// POST /api/v2/ftb_asn/throw-asn, the declared `throwAsn` transition's effect: run with the FTB ASN
// locked, before it moves. It refuses (nothing changes) unless the FTB ASN has a bill date, an
// invoice number no ASN uses, items, no change waiting for review and no price below the maxout price
// left unagreed; then it makes the ASN draft of the FTB ASN's supplier account with the same items
// and prices (R19 noted as an ASN save notes it; bags are the supplier's to allocate in the editor).
import { sql, type Transaction } from 'kysely';
import type { DB, ResourceRow } from '../../../db/types';
import { asnItems, myAsn, ASN_MAX_ITEMS_VMI } from '../../../../src/resources/shipment/asn/model';
import { FTB_EFFECTS, MAXOUT } from '../../../../src/resources/shipment/ftbAsn/model';
import { labelIn } from '../../../../src/schema';
import { ApiError } from '../../../http/errors';
import { recordEvent, type ChangeEvent } from '../../../records/events';
import { insertRecord } from '../../../records/repository';
import { registerTransitionEffect, type TransitionEffect } from '../../../records/transitionEffects';
import { priceFacts, priceWarning } from '../asn/prices';
import { writeLines } from '../asn/save';
import { ftbText } from './words';

interface FtbItem { material_id: number; cpn: string | null; order_no: string | null; po_line: string | null; qty: string; price: string; remark: string | null }

const itemsOf = async (trx: Transaction<DB>, id: number) =>
  (await sql<FtbItem>`select material_id::int as material_id, cpn, order_no, po_line, qty::text as qty, price::text as price, remark from ftb_asn_item where ftb_asn_id = ${id} order by line_no`.execute(trx)).rows;

const throwAsn: TransitionEffect = async (trx, { req, row }) => {
  const locale = req.locale;
  const ftb = String(row.ftb_no);
  const items = await itemsOf(trx, Number(row.id));
  const missing: { field: string; message: string }[] = [];
  if (!row.bill_date) missing.push({ field: 'bill_date', message: ftbText(locale, 'needBillDate') });
  if (!row.invoice_no) missing.push({ field: 'invoice_no', message: ftbText(locale, 'needInvoice') });
  if (!items.length) missing.push({ field: 'items', message: ftbText(locale, 'needItems') });
  if (missing.length) throw new ApiError(400, ftbText(locale, 'throwNeeds', { ftb, what: missing.map((m) => m.message).join('; ') }), missing);
  // Waiting reviews: someone else's work in flight, not a mistake in this request.
  const waiting = Number(row.pending_changes);
  if (waiting > 0) throw new ApiError(409, ftbText(locale, 'throwNeeds', { ftb, what: ftbText(locale, 'needNoChanges', { n: waiting }) }));
  if ([MAXOUT.pending, MAXOUT.refused].includes(String(row.maxout_status) as 'pending')) throw new ApiError(409, ftbText(locale, 'throwNeeds', { ftb, what: ftbText(locale, 'needMaxout') }));
  const invoice = String(row.invoice_no);
  if ((await sql`select 1 from asn_order where invoice_no = ${invoice}`.execute(trx)).rows.length) throw new ApiError(409, ftbText(locale, 'invoiceTaken', { no: invoice }), [{ field: 'invoice_no', message: ftbText(locale, 'invoiceTaken', { no: invoice }) }]);
  const supplier = String(row.supplier_account);
  if (!(await sql`select 1 from users where name = ${supplier}`.execute(trx)).rows.length) throw new ApiError(400, ftbText(locale, 'throwNeeds', { ftb, what: ftbText(locale, 'noSupplier', { name: supplier }) }), [{ field: 'supplier_account', message: ftbText(locale, 'noSupplier', { name: supplier }) }]);
  const vmi = await vmiBillTo(trx, row);
  // R16 holds for the ASN made: 50 items to a VMI bill-to.
  if (vmi && items.length > ASN_MAX_ITEMS_VMI) throw new ApiError(400, `${ftb}: ${labelIn(asnItems.max!.when![0].message, locale).replace('%{max}', String(ASN_MAX_ITEMS_VMI))}`, [{ field: 'items', message: '' }]);
  await makeAsnDraft(trx, row, req.user);
};

const vmiBillTo = async (trx: Transaction<DB>, row: ResourceRow) =>
  row.bill_to_id ? ((await sql<{ vmi: boolean }>`select vmi or code ilike '%vmi%' or name ilike '%vmi%' as vmi from bill_to where id = ${row.bill_to_id}`.execute(trx)).rows[0]?.vmi ?? false) : false;

/** The supplier's ASN draft of an FTB ASN (its items and prices, R19 noted), linked back to it; the demo's thrown FTB ASN is made so too. */
export async function makeAsnDraft(trx: Transaction<DB>, row: ResourceRow, by: ChangeEvent['user']): Promise<number> {
  const ftb = String(row.ftb_no);
  const invoice = String(row.invoice_no);
  const supplier = String(row.supplier_account);
  const items = await itemsOf(trx, Number(row.id));
  const vmi = await vmiBillTo(trx, row);
  const day = String(row.bill_date instanceof Date ? row.bill_date.toISOString() : row.bill_date).slice(0, 10);
  const facts = await priceFacts(trx, items.map((i) => i.material_id), day);
  const asnRows = items.map((i) => {
    const f = facts.get(i.material_id);
    return { material_id: i.material_id, cpn: i.cpn, order_no: i.order_no, po_line: i.po_line, total_qty: i.qty, price: i.price, quote_price: f?.quote_price ?? null, srp: f?.srp ?? null, maxout_price: f?.maxout_price ?? null, price_warning: priceWarning(i.price, f), remark: i.remark };
  });
  const header = { invoice_no: invoice, ship_customer_id: row.ship_customer_id, bill_to_id: row.bill_to_id ?? null, bill_to_vmi: vmi, currency: row.currency, ship_date: day, status: '0', remark: `FTB ${ftb}` };
  const asn = await insertRecord(trx, myAsn, header, supplier);
  const lines = await writeLines(trx, Number(asn.id), supplier, { header, items: asnRows, bags: [] });
  await recordEvent(trx, { user: by, resource: myAsn.name, recordId: Number(asn.id), action: 'create', after: { ...asn, ...lines }, reason: `thrown from FTB ${ftb}` });
  // The transition moves the row with its version next: the link is set beside it, the version untouched.
  await sql`update ftb_asn set asn_id = ${asn.id} where id = ${row.id}`.execute(trx);
  return Number(asn.id);
}

export const registerThrowEffect = () => registerTransitionEffect(FTB_EFFECTS.throwAsn, throwAsn);
