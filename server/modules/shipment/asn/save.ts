// POST /api/v1/asn/order and PUT /api/v1/asn/order/{id}: an ASN with its items and bags, checked
// whole (./checks.ts), then written in one transaction: the header (numbered when its invoice number
// is empty; a stale version is 409), the items and bags replaced, the totals and the worst price
// warning summed by the database (exact), one event holding the lines before and after.
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type Transaction } from 'kysely';
import { optionLabel, labelIn } from '../../../../src/schema';
import { EDITABLE_STATES, myAsn } from '../../../../src/resources/shipment/asn/model';
import type { DB, ResourceRow } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import { ApiError } from '../../../http/errors';
import { recordEvent } from '../../../records/events';
import { insertJsonRows } from '../../../records/jsonRows';
import { readLines } from '../../../records/lines';
import { insertRecord, updateRecord } from '../../../records/repository';
import { staleError } from '../../../records/recordService';
import { wordDbError } from '../../../records/dbErrors';
import { checkAsn, type CheckedAsn } from './checks';
import { asnWords } from './words';
import { withValues } from './rowCopy';

type Executor = Kysely<DB> | Transaction<DB>;

export const stateName = (row: ResourceRow, locale: FastifyRequest['locale']) => {
  const o = optionLabel(myAsn.fields.status, row.status);
  return o ? labelIn(o, locale) : String(row.status);
};

export async function linesOfAsn(db: Executor, id: number) {
  const [items, bags] = await Promise.all([readLines(db, myAsn, 'items', id), readLines(db, myAsn, 'bags', id)]);
  return { items, bags };
}

/**
 * An ASN's bag rows as its events keep them: what was taken from which bag, in line order (a row's
 * line number is its place). Left out are the keys the event states itself (the ASN's id, who wrote
 * it and when) and the rows' own ids: the bags are written afresh on every save.
 */
const BAG_COLUMNS = ['item_no', 'inventory_id', 'bag_id', 'bag_no', 'on_way', 'mpq', 'qty', 'copies', 'total', 'is_split'] as const;
export type EventBag = Record<(typeof BAG_COLUMNS)[number], unknown>;

/** The stored items whole and the bags as events keep them: an event's copy of an ASN's lines. */
export async function eventLines(db: Executor, id: number) {
  const [items, bags] = await Promise.all([
    readLines(db, myAsn, 'items', id),
    sql<EventBag>`select ${sql.join(BAG_COLUMNS.map((c) => sql.ref(c)))} from asn_bag where asn_id = ${id} order by line_no, id`.execute(db).then((r) => r.rows),
  ]);
  return { items, bags };
}

/** A bag row with exactly the event's keys, every one given (a key left out would store null, not the column's default). */
const eventBag = (b: Record<string, unknown>): EventBag => ({
  item_no: b.item_no, inventory_id: b.inventory_id, bag_id: b.bag_id, bag_no: b.bag_no, on_way: b.on_way,
  mpq: b.mpq, qty: b.qty, copies: b.copies, total: b.total, is_split: b.is_split,
});

/**
 * The bags in one statement, numbered in the order given, nothing read back: the JSON holds only
 * the bags' own values, the ASN's id, line numbers and writer are added by the statement.
 */
async function insertBags(trx: Transaction<DB>, id: number, user: string, bags: EventBag[]) {
  if (!bags.length) return;
  await sql`insert into asn_bag (asn_id, line_no, created_by, ${sql.join(BAG_COLUMNS.map((c) => sql.ref(c)))})
    select ${id}, b.ordinality, ${user}, ${sql.join(BAG_COLUMNS.map((c) => sql.ref(`b.${c}`)))}
    from json_populate_recordset(null::asn_bag, ${JSON.stringify(bags)}::json) with ordinality as b`.execute(trx);
}

/**
 * Items and bags written afresh (an ASN's lines are saved whole), then the header's sums. `created`:
 * an ASN made in this transaction (no lines to delete). Answers the items as stored and the bags as
 * written, in the event's shape (eventLines).
 */
export async function writeLines(trx: Transaction<DB>, id: number, user: string, checked: CheckedAsn, created = false) {
  if (!created) {
    await sql`delete from asn_bag where asn_id = ${id}`.execute(trx);
    await sql`delete from asn_item where asn_id = ${id}`.execute(trx);
  }
  const items = await insertJsonRows(trx, 'asn_item', checked.items.map((item, i) => withValues(item, { asn_id: id, line_no: i + 1, created_by: user })));
  const bags = checked.bags.map(eventBag);
  await insertBags(trx, id, user, bags);
  await sql`update asn_order o set item_count = s.n, total_qty = s.qty, total_amount = s.amount,
      price_warning = case when s.maxout then 'maxout' when s.no_price then 'no_price' when s.srp then 'srp' else 'ok' end
    from (select count(*) as n, coalesce(sum(total_qty), 0) as qty, round(coalesce(sum(total_qty * price), 0), 2) as amount,
            bool_or(price_warning = 'maxout') as maxout, bool_or(price_warning = 'no_price') as no_price, bool_or(price_warning = 'srp') as srp
          from asn_item where asn_id = ${id}) s
    where o.id = ${id}`.execute(trx);
  return { items, bags };
}

const reread = async (trx: Executor, id: number) => (await sql<ResourceRow>`select * from asn_order where id = ${id}`.execute(trx)).rows[0];

/** Creates an ASN (a draft) for the caller. */
export async function createAsn(db: Kysely<DB>, req: FastifyRequest, body: Record<string, unknown>) {
  const checked = await checkAsn(db, req, body);
  const user = req.user!;
  try {
    return await writeTransaction(db, async (trx) => {
      const { invoice_no: given, ...rest } = checked.header;
      const invoiceNo = typeof given === 'string' && given.trim() ? given : (await sql<{ n: string }>`select next_order_number('ASN', 'asn_order', 'invoice_no') as n`.execute(trx)).rows[0].n;
      const row = await insertRecord(trx, myAsn, { ...rest, invoice_no: invoiceNo }, user.name);
      const id = Number(row.id);
      // The lines as written (the items as stored, the bags as the event keeps them): no second read for the event.
      const lines = await writeLines(trx, id, user.name, checked, true);
      const after = await reread(trx, id);
      await recordEvent(trx, { user, resource: myAsn.name, recordId: id, action: 'create', after: { ...after, ...lines } });
      return { row: after, lines };
    });
  } catch (err) {
    throw reword(req, err);
  }
}

/**
 * Changes an ASN the caller may change: a draft or a price-rejected one, not locked, with its version.
 * `row` is the ASN as the caller may see it (scope applied by the route).
 */
export async function updateAsn(db: Kysely<DB>, req: FastifyRequest, row: ResourceRow, body: Record<string, unknown>, version: number) {
  const w = asnWords(req.locale);
  const id = Number(row.id);
  const checked = await checkAsn(db, req, body, id);
  const user = req.user!;
  try {
    return await writeTransaction(db, async (trx) => {
      const before = (await sql<ResourceRow>`select * from asn_order where id = ${id} for update`.execute(trx)).rows[0];
      if (Number(before.version) !== version) throw staleError(req, myAsn);
      refuseChange(req, before, w);
      const beforeLines = await eventLines(trx, id);
      const { invoice_no: given, ...rest } = checked.header;
      const values = typeof given === 'string' && given.trim() ? { ...rest, invoice_no: given } : rest;
      const updated = await updateRecord(trx, myAsn, id, version, values, user.name, 'all'); // the route found it within the caller's scope
      if (!updated) throw staleError(req, myAsn);
      const lines = await writeLines(trx, id, user.name, checked);
      const after = await reread(trx, id);
      await recordEvent(trx, { user, resource: myAsn.name, recordId: id, action: 'update', before: { ...before, ...beforeLines }, after: { ...after, ...lines } });
      return { row: after, lines };
    });
  } catch (err) {
    throw reword(req, err);
  }
}

/** A plain save changes a draft or a price-rejected ASN that is not locked; anything else is 409. */
export function refuseChange(req: FastifyRequest, row: ResourceRow, w = asnWords(req.locale)) {
  if (row.locked === true) throw new ApiError(409, w.locked());
  if (!EDITABLE_STATES.includes(String(row.status))) throw new ApiError(409, w.notEditable(stateName(row, req.locale)));
}

function reword(req: FastifyRequest, err: unknown) {
  if (err instanceof ApiError) return err;
  return wordDbError(err, myAsn, req.locale, (table) => table) ?? err;
}
