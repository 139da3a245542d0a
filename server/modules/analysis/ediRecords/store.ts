// Writing the EDI records (header and items in the caller's transaction), and reading a shipped ASN
// as the 856 it is sent as: its items with their bags as packs.
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import { recordEvent } from '../../../records/events';
import type { Match } from './match';
import type { ShipNotice } from './x12Ship';

type Row = Record<string, unknown>;

export async function insertRow(trx: Transaction<DB>, table: string, row: Row): Promise<number> {
  const cols = Object.keys(row);
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))})
    values (${sql.join(cols.map((c) => row[c]))}) returning id::int as id`.execute(trx);
  return rows[0].id;
}

async function insertLines(trx: Transaction<DB>, table: string, parent: string, id: number, lines: Row[], user: string) {
  if (!lines.length) return;
  const cols = [parent, 'line_no', 'created_by', ...Object.keys(lines[0])];
  const values = lines.map((l, i) => sql`(${sql.join([id, i + 1, user, ...Object.keys(lines[0]).map((c) => l[c])])})`);
  await sql`insert into ${sql.table(table)} (${sql.join(cols.map((c) => sql.ref(c)))}) values ${sql.join(values)}`.execute(trx);
}

/** A record and its items in one go, with its event (the import's or the send's reason). */
export async function saveRecord(trx: Transaction<DB>, user: { id: number; name: string }, kind: 'record856' | 'record810' | 'record861', header: Row, items: Row[], how: { action: 'create' | 'import'; reason: string }): Promise<number> {
  const id = await insertRow(trx, kind, { ...header, created_by: user.name, updated_by: user.name });
  await insertLines(trx, `${kind}_item`, `${kind}_id`, id, items, user.name);
  // The record's fields and its lines: its declaration words both in the history.
  const after = { ...header, items };
  await recordEvent(trx, { user, resource: kind, recordId: id, action: how.action, after, reason: how.reason });
  return id;
}

export const matchColumns = (m: Match) => ({ asn_id: m.asn_id, match_status: m.match_status, match_note: m.match_note });

export interface AsnForNotice {
  id: number;
  invoice_no: string;
  status: string;
  ship_date: string | null;
  carrier: string | null;
  tracking_no: string | null;
  customer_code: string | null;
  customer_name: string | null;
}

/** The ASNs asked for, locked (a send racing another send of the same ASN waits, then sees it sent). */
export async function lockAsns(trx: Transaction<DB>, ids: number[]): Promise<AsnForNotice[]> {
  return (
    await sql<AsnForNotice>`select o.id::int as id, o.invoice_no, o.status, to_char(o.ship_date, 'YYYY-MM-DD') as ship_date, o.carrier, o.tracking_no,
        c.code as customer_code, c.name as customer_name
      from asn_order o left join ship_customer c on c.id = o.ship_customer_id where o.id in (${sql.join(ids)}) order by o.id for update of o`.execute(trx)
  ).rows;
}

/** The ASN as an 856: items in line order, each with its bags (a bag used twice by one item is one pack). */
export async function noticeOf(trx: Transaction<DB>, asn: AsnForNotice): Promise<ShipNotice> {
  const items = (
    await sql<{ line_no: number; order_no: string | null; mpn: string; cpn: string | null; qty: number }>`select i.line_no::int as line_no, nullif(i.order_no, '') as order_no,
        upper(m.mpn) as mpn, nullif(i.cpn, '') as cpn, i.total_qty::int as qty
      from asn_item i join material m on m.id = i.material_id where i.asn_id = ${asn.id} order by i.line_no, i.id`.execute(trx)
  ).rows;
  const bags = (
    await sql<{ item_no: number; mark: string; qty: number }>`select item_no::int as item_no, coalesce(nullif(bag_no, ''), 'BAG' || bag_id) as mark, sum(total)::int as qty
      from asn_bag where asn_id = ${asn.id} group by item_no, coalesce(nullif(bag_no, ''), 'BAG' || bag_id) order by item_no, 2`.execute(trx)
  ).rows;
  return {
    shipment_no: asn.invoice_no,
    invoice_no: asn.invoice_no,
    ship_date: asn.ship_date,
    carrier: asn.carrier,
    tracking_no: asn.tracking_no,
    ship_to: asn.customer_code ? { name: asn.customer_name ?? asn.customer_code, code: asn.customer_code } : null,
    items: items.map((it) => ({ order_no: it.order_no, mpn: it.mpn, cpn: it.cpn, qty: it.qty, uom: 'EA', packs: bags.filter((b) => b.item_no === it.line_no).map((b) => ({ mark: b.mark, qty: b.qty })) })),
  };
}

/** The partner's EDI id for a ship customer: its code + EDI, as the 850s it sends name it. */
export const partnerOf = (code: string | null) => `${code ?? 'PARTNER'}EDI`.toUpperCase().slice(0, 15);
export const OUR_EDI_ID = 'DISTRIBHK';
