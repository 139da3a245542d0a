// Assigning a bag to an order (and taking it back): the bag stays in stock, marked with the order,
// and each change is an inventory_assign_record (GET /api/v1/inventory/assign-record).
import type { Transaction } from 'kysely';
import type { DB } from '../../../../db/types';
import { lockBags } from './bags';
import { bad, conflict, W } from './words';
import { formatQty } from './decimal';
import { lockGroupById } from './groups';


export async function assignBag(trx: Transaction<DB>, body: { bag_id?: unknown; ref_type?: unknown; ref_no?: unknown }, actor: { name: string }, assign: boolean): Promise<void> {
  const id = body?.bag_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) throw bad('bag_id', W.notId('bag_id'));
  const refNo = typeof body.ref_no === 'string' ? body.ref_no.trim() : '';
  if (assign && (!refNo || refNo.length > 60)) throw bad('ref_no', W.orderNo());
  const refType = typeof body.ref_type === 'string' && body.ref_type.trim() ? body.ref_type.trim().slice(0, 30) : null;
  const peek = await trx.selectFrom('inventory_bag').select('inventory_id').where('id', '=', id).executeTakeFirst();
  if (!peek) throw conflict(W.bagGone(`#${id}`));
  // The group first, then the bag: the same lock order as every stock move.
  const group = await lockGroupById(trx, Number(peek.inventory_id));
  const bag = (await lockBags(trx, [id])).get(id);
  if (!group || !bag) throw conflict(W.bagGone(`#${id}`));
  if (assign && bag.assigned_no) throw conflict(W.assigned(bag.bag_no, bag.assigned_no));
  if (!assign && !bag.assigned_no) throw conflict(W.notAssigned(bag.bag_no));
  await trx.updateTable('inventory_bag').set({ assigned_no: assign ? refNo : null }).where('id', '=', id).execute();
  await trx
    .insertInto('inventory_assign_record')
    .values({
      inventory_id: group.id,
      material_id: group.material_id,
      bag_no: bag.bag_no,
      action: assign ? 'assign' : 'unassign',
      qty: formatQty(bag.qty * bag.copies),
      ref_type: refType,
      ref_no: assign ? refNo : bag.assigned_no,
      created_by: actor.name,
      updated_by: actor.name,
    })
    .execute();
}
