// What every FTB ASN write shares: the record locked, the header's sums refreshed by the database
// (exact), and the maxout check of items against the price tables, raising the review item a price
// below the maxout price waits on.
import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import { FTB_STATUS, MAXOUT, MAXOUT_ORDER } from '../../../../src/resources/shipment/ftbAsn/model';
import type { DB, ResourceRow } from '../../../db/types';
import { ApiError } from '../../../http/errors';
import { raiseAuditItems } from '../../events/auditItem/outcomes';
import { compareDecimal, priceFacts } from '../asn/prices';
import { ftbText } from './words';

/** The FTB ASN locked for a write; 404 when there is none. */
export async function lockFtb(trx: Transaction<DB>, req: FastifyRequest, id: number): Promise<ResourceRow> {
  const row = (await sql<ResourceRow>`select * from ftb_asn where id = ${id} for update`.execute(trx)).rows[0];
  if (!row) throw new ApiError(404, ftbText(req.locale, 'notFound', { id: String(id) }));
  return row;
}

/** Open, and at the version the caller saw (when sent). */
export function refuseClosedOrStale(req: FastifyRequest, row: ResourceRow, version: number | undefined) {
  if (String(row.status) !== FTB_STATUS.open) throw new ApiError(409, ftbText(req.locale, 'notOpen', { ftb: String(row.ftb_no) }));
  if (version !== undefined && version !== Number(row.version)) throw new ApiError(409, ftbText(req.locale, 'stale', { ftb: String(row.ftb_no) }));
}

const worst = sql.raw(MAXOUT_ORDER.map((s) => `when bool_or(maxout_status = '${s}') then '${s}'`).slice(0, 3).join(' ') + ` else '${MAXOUT.ok}'`);

/** Sums, the changes waiting and the worst maxout check, written on the header; the version moves on when `bump`. */
export async function refreshHeader(trx: Transaction<DB>, id: number, by: string, bump = true): Promise<ResourceRow> {
  const res = await sql<ResourceRow>`update ftb_asn f set item_count = s.n, total_qty = s.qty, total_amount = s.amount, maxout_status = s.maxout,
      pending_changes = (select count(*) from ftb_item_change c where c.ftb_asn_id = f.id and c.status = 1),
      version = f.version + ${bump ? 1 : 0}::int, updated_at = case when ${bump}::boolean then now() else f.updated_at end, updated_by = case when ${bump}::boolean then ${by}::text else f.updated_by end
    from (select count(*) as n, coalesce(sum(qty), 0) as qty, round(coalesce(sum(qty * price), 0), 2) as amount,
            case ${worst} end as maxout
          from ftb_asn_item where ftb_asn_id = ${id}) s
    where f.id = ${id} returning f.*`.execute(trx);
  return res.rows[0];
}

interface CheckedItem {
  id: number;
  line_no: number;
  material_id: number;
  mpn: string | null;
  qty: string;
  price: string;
  maxout_audit_id: number | null;
  maxout_status: string;
}

/**
 * The maxout check of some items of one FTB ASN (a new or changed price): the lowest DBP in effect on
 * its arrival day is the maxout price; below it the item waits in the FTB maxout queue (a waiting
 * review of its old price is replaced); at or above it, it is fine and a waiting review goes.
 */
export async function checkMaxout(trx: Transaction<DB>, ftb: ResourceRow, itemIds: number[], by: string): Promise<void> {
  if (!itemIds.length) return;
  const items = (
    await sql<CheckedItem>`select i.id::int as id, i.line_no::int as line_no, i.material_id::int as material_id, m.mpn, i.qty::text as qty, i.price::text as price,
        i.maxout_audit_id::int as maxout_audit_id, i.maxout_status
      from ftb_asn_item i left join material m on m.id = i.material_id where i.id = any(${sql.val(itemIds)}::bigint[]) order by i.line_no`.execute(trx)
  ).rows;
  const day = ftb.arrival_date ? String(ftb.arrival_date instanceof Date ? ftb.arrival_date.toISOString() : ftb.arrival_date).slice(0, 10) : new Date().toISOString().slice(0, 10);
  const facts = await priceFacts(trx, items.map((i) => i.material_id), day);
  const customer = (await sql<{ name: string | null }>`select name from ship_customer where id = ${ftb.ship_customer_id ?? null}`.execute(trx)).rows[0]?.name ?? null;
  for (const item of items) {
    const maxout = facts.get(item.material_id)?.maxout_price ?? null;
    if (item.maxout_audit_id) await sql`delete from audit_item where id = ${item.maxout_audit_id} and audit_status = 1`.execute(trx);
    let status: string = MAXOUT.ok;
    let auditId: number | null = null;
    if (maxout && compareDecimal(item.price, maxout) < 0) {
      status = MAXOUT.pending;
      [auditId] = await raiseAuditItems(
        trx,
        [
          {
            queue: 'ftb_maxout_price',
            invoice_no: String(ftb.invoice_no ?? ftb.ftb_no),
            supplier: String(ftb.supplier_account),
            customer,
            mpn: item.mpn,
            qty: item.qty,
            price: item.price,
            reference_price: maxout,
            currency: String(ftb.currency),
            reason: `${ftb.ftb_no} #${item.line_no}: ${ftbText('en-US', 'maxoutReason', { price: item.price, maxout })}`,
          },
        ],
        by,
      );
    }
    await sql`update ftb_asn_item set maxout_price = ${maxout}, maxout_status = ${status}, maxout_audit_id = ${auditId} where id = ${item.id}`.execute(trx);
  }
}
