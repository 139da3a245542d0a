// Reading and writing 850 and 855 documents for the X12 calls. Sums and trimmed decimals are made
// by the database (numeric), so money and quantities stay exact from the table to the file.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../../db/types';
import type { Acknowledgement, PoItem, PurchaseOrder } from './x12';

type Db = Kysely<DB> | Transaction<DB>;
export type StoredOrder = PurchaseOrder & { id: number; qty_total: string; status: string; customer_id: number; version: number };

/** The 850s with their items as they stand now, in id order. */
export async function readOrders(db: Db, ids: number[]): Promise<StoredOrder[]> {
  if (!ids.length) return [];
  const heads = (
    await sql<StoredOrder>`select e.id::int as id, e.version::int as version, e.sender_id, e.receiver_id, coalesce(e.control_no, '') as control_no, e.purpose, e.po_type, e.po_no,
        to_char(e.po_date, 'YYYY-MM-DD') as po_date, e.currency, c.code as customer_code, e.ship_to, e.status, e.customer_id::int as customer_id,
        coalesce((select trim_scale(sum(i.qty))::text from edi850_item i where i.edi850_id = e.id), '0') as qty_total, 1 as line
      from edi850 e join ship_customer c on c.id = e.customer_id where e.id in (${sql.join(ids)}) order by e.id`.execute(db)
  ).rows;
  const items = (
    await sql<PoItem & { edi850_id: number }>`select edi850_id::int as edi850_id, line_no::int as line_no, trim_scale(qty)::text as qty, uom, trim_scale(unit_price)::text as unit_price,
        cpn, mpn, to_char(request_date, 'YYYY-MM-DD') as request_date
      from edi850_item where edi850_id in (${sql.join(ids)}) order by edi850_id, line_no, id`.execute(db)
  ).rows;
  return heads.map((h) => ({ ...h, items: items.filter((i) => i.edi850_id === h.id).map(({ edi850_id: _, ...i }) => i) }));
}

export async function nextControlNo(db: Db): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('edi_control_no')::text as n`.execute(db);
  return rows[0].n.padStart(9, '0');
}

/** Customers by code and materials by MPN, for the names an 850 uses. */
export async function lookups(db: Db, codes: string[], mpns: string[]) {
  const customers = codes.length ? (await sql<{ id: number; code: string }>`select id::int as id, code from ship_customer where code in (${sql.join(codes)})`.execute(db)).rows : [];
  const materials = mpns.length ? (await sql<{ id: number; mpn: string }>`select min(id)::int as id, upper(mpn) as mpn from material where upper(mpn) in (${sql.join(mpns)}) group by upper(mpn)`.execute(db)).rows : [];
  return { customer: new Map(customers.map((c) => [c.code, c.id])), material: new Map(materials.map((m) => [m.mpn, m.id])) };
}

/** Inserts one parsed 850 with its items; the caller's transaction holds all of a file's orders. */
export async function insertOrder(trx: Transaction<DB>, po: PurchaseOrder, customerId: number, material: Map<string, number>, user: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`insert into edi850 (po_no, customer_id, po_date, purpose, po_type, currency, ship_to, sender_id, receiver_id, control_no, status, created_by, updated_by)
    values (${po.po_no.toUpperCase()}, ${customerId}, ${po.po_date}, ${po.purpose}, ${po.po_type}, ${po.currency.slice(0, 3)}, ${po.ship_to}, ${po.sender_id.toUpperCase()},
            ${po.receiver_id.toUpperCase()}, ${po.control_no}, 'received', ${user}, ${user}) returning id::int as id`.execute(trx);
  const id = rows[0].id;
  const values = po.items.map(
    (it) => sql`(${id}, ${it.line_no}, ${it.cpn?.toUpperCase() ?? null}, ${it.mpn}, ${material.get(it.mpn) ?? null}, ${it.qty}, ${it.qty}, ${it.uom.toUpperCase()}, ${it.unit_price}, ${it.request_date}, ${user})`,
  );
  await sql`insert into edi850_item (edi850_id, line_no, cpn, mpn, material_id, qty, ordered_qty, uom, unit_price, request_date, created_by) values ${sql.join(values)}`.execute(trx);
  return id;
}

/**
 * The 855 for one 850 as it stands: a line whose quantity differs from what was ordered is "IQ",
 * and then the whole acknowledgement is "AC" (accepted with changes), else "AD".
 */
export async function insertAck(trx: Transaction<DB>, order: StoredOrder, user: string, at: Date): Promise<{ id: number; ack: Acknowledgement }> {
  const changed = (
    await sql<{ line_no: number }>`select line_no::int as line_no from edi850_item where edi850_id = ${order.id} and ordered_qty is distinct from qty`.execute(trx)
  ).rows.map((r) => r.line_no);
  const control = await nextControlNo(trx);
  const ack: Acknowledgement = {
    control_no: control,
    sender_id: order.receiver_id,
    receiver_id: order.sender_id,
    ack_type: changed.length ? 'AC' : 'AD',
    po_no: order.po_no,
    po_date: order.po_date,
    ack_no: `AK${control.slice(-7)}`,
    ack_date: at.toISOString().slice(0, 10),
    items: order.items.map((it) => ({ ...it, ack_status: changed.includes(it.line_no) ? 'IQ' : 'IA' })),
  };
  const { rows } = await sql<{ id: number }>`insert into edi855 (ack_no, edi850_id, po_no, customer_id, ack_type, ack_date, control_no, receiver_id, created_by, updated_by)
    values (${ack.ack_no}, ${order.id}, ${ack.po_no}, ${order.customer_id}, ${ack.ack_type}, ${ack.ack_date}, ${control}, ${ack.receiver_id}, ${user}, ${user}) returning id::int as id`.execute(trx);
  const id = rows[0].id;
  if (ack.items.length) {
    const values = ack.items.map((it) => sql`(${id}, ${it.line_no}, ${it.mpn}, ${it.cpn}, ${it.ack_status}, ${it.qty}, ${it.uom}, ${it.unit_price}, ${user})`);
    await sql`insert into edi855_item (edi855_id, line_no, mpn, cpn, ack_status, qty, uom, unit_price, created_by) values ${sql.join(values)}`.execute(trx);
  }
  return { id, ack };
}

/** The stored 855s with their lines, in id order. */
export async function readAcks(db: Db, ids: number[]): Promise<Acknowledgement[]> {
  if (!ids.length) return [];
  const heads = (
    await sql<Acknowledgement & { id: number }>`select a.id::int as id, a.control_no, e.receiver_id as sender_id, a.receiver_id, a.ack_type, a.po_no, to_char(e.po_date, 'YYYY-MM-DD') as po_date,
        a.ack_no, to_char(a.ack_date, 'YYYY-MM-DD') as ack_date
      from edi855 a join edi850 e on e.id = a.edi850_id where a.id in (${sql.join(ids)}) order by a.id`.execute(db)
  ).rows;
  const items = (
    await sql<Acknowledgement['items'][number] & { edi855_id: number }>`select edi855_id::int as edi855_id, line_no::int as line_no, trim_scale(qty)::text as qty, uom,
        trim_scale(unit_price)::text as unit_price, cpn, mpn, ack_status, null as request_date
      from edi855_item where edi855_id in (${sql.join(ids)}) order by edi855_id, line_no`.execute(db)
  ).rows;
  return heads.map(({ id, ...h }) => ({ ...h, items: items.filter((i) => i.edi855_id === id).map(({ edi855_id: _, ...i }) => i) }));
}
