// The order calls serve the manager's screen and the user's own "my" screen: a caller holding the
// manager's permission acts through the unscoped declaration, any other through the scoped one, so
// rows outside their scope are 404 exactly as on the generic routes.
import type { FastifyRequest } from 'fastify';
import { CO_ACCESS, CO_CALL_ACCESS, customerOrder, myOrder } from '../../../../src/resources/shipment/customerOrder/model/customerOrder';
import { SO_ACCESS, SO_CALL_ACCESS, mySalesOrder, salesOrder } from '../../../../src/resources/shipment/salesOrder/model/salesOrder';
import type { Kysely, Transaction } from 'kysely';
import { allows, type Action, type ResourceDeclaration } from '../../../../src/schema';
import { label } from '../../../../src/schema/fields';
import type { DB } from '../../../db/types';
import { getRecord, lockRecords } from '../../../records/repository';
import { limitOf } from '../../../records/scope';
import type { RouteAccess } from '../../../http/routeAccess';
import { notFound } from '../../../records/request';
import { wordIn } from '../../../../src/schema';

type Executor = Kysely<DB> | Transaction<DB>;

const coWord = label('customer orders', '客户订单');
const soWord = label('sales orders', '销售订单');

export const coRule = (action: Action): RouteAccess => ({ rule: CO_CALL_ACCESS, action, what: (req) => wordIn(coWord, req.locale) });
export const soRule = (action: Action): RouteAccess => ({ rule: SO_CALL_ACCESS, action, what: (req) => wordIn(soWord, req.locale) });

/** The declaration the caller acts through: every order for a manager, else their own. */
export const coDecl = (req: FastifyRequest, action: Action = 'read'): ResourceDeclaration => (allows(req.user!, CO_ACCESS, action) ? customerOrder : myOrder);
export const soDecl = (req: FastifyRequest, action: Action = 'read'): ResourceDeclaration => (allows(req.user!, SO_ACCESS, action) ? salesOrder : mySalesOrder);

/** One order the caller may see (404 otherwise). */
export async function visibleOrder(db: Executor, req: FastifyRequest, decl: ResourceDeclaration, id: number) {
  const row = await getRecord(db, decl, id, limitOf(decl, req));
  if (!row) throw notFound(req, decl, id);
  return row;
}

/** Orders the caller may write, locked until the transaction ends; any not visible is 404. */
export async function lockOrders(db: Executor, req: FastifyRequest, decl: ResourceDeclaration, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await lockRecords(db, decl, unique, limitOf(decl, req));
  const missing = unique.find((id) => !rows.some((r) => Number(r.id) === id));
  if (missing !== undefined) throw notFound(req, decl, missing);
  return new Map(rows.map((r) => [Number(r.id), r]));
}
