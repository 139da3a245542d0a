// Files attached to an order or a sales order, in the orders' own store (./fileStore.ts):
// upload any number, download one by its id, delete one.
//   POST   {prefix}/file/upload/{id}    (id: the order) multipart, one file
//   GET    {prefix}/file/download/{id}  (id: the file)
//   DELETE {prefix}/file/{id}           (id: the file)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Action, ResourceDeclaration } from '../../../../src/schema';
import type { DB } from '../../../db/types';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { takesFile } from '../../../http/multipartRoutes';
import { access, type RouteAccess } from '../../../http/routeAccess';
import { pathId } from '../../../records/request';
import { sendFile } from '../../../fileReply';
import { storeOrderFile } from './fileStore';
import { visibleOrder } from './orderAccess';
import { orderText } from './messages';

export interface OrderFiles {
  owner: string;
  list: (db: Kysely<DB>, id: number) => Promise<{ id: number; name: string; size: number; type: string; created_at: unknown; created_by: string | null }[]>;
}

const filesOf = (owner: string): OrderFiles => ({
  owner,
  list: async (db, id) =>
    (await sql<{ id: number; name: string; size: number; type: string; created_at: unknown; created_by: string | null }>`select id::int as id, name, size, type, created_at, created_by
      from order_file where owner = ${owner} and owner_id = ${id} order by id`.execute(db)).rows,
});

export const ordersFiles = filesOf('customer_order');
export const salesOrderFiles = filesOf('sales_order');

export interface FileRoutes {
  prefix: string;
  files: OrderFiles;
  rule: (action: Action) => RouteAccess;
  declOf: (req: FastifyRequest, action: Action) => ResourceDeclaration;
}

export function registerFileRoutes(app: FastifyInstance, ctx: FeatureContext, r: FileRoutes) {
  /** The file and its order, when the caller may see that order (404 otherwise). */
  async function fileOf(req: FastifyRequest, action: Action) {
    const id = pathId(req, 'id');
    const file = (await sql<{ owner_id: string }>`select owner_id::text as owner_id from order_file where id = ${id} and owner = ${r.files.owner}`.execute(ctx.db)).rows[0];
    if (!file) throw new ApiError(404, orderText(req.locale, 'noFile', { id }));
    await visibleOrder(ctx.db, req, r.declOf(req, action), Number(file.owner_id));
    return id;
  }

  app.post(`${r.prefix}/file/upload/:id`, takesFile(r.rule('write')), async (req) => {
    const id = pathId(req, 'id');
    const file = req.upload;
    const msg = orderText(req.locale, 'fileMissing');
    if (!file) throw new ApiError(400, msg, [{ field: 'file', message: msg }]);
    await visibleOrder(ctx.db, req, r.declOf(req, 'write'), id);
    const stored = await writeTransaction(ctx.db, (trx) => storeOrderFile(trx, r.files.owner, id, file, req.user!.name));
    return ok({ ...stored, key: String(stored.id), files: await r.files.list(ctx.db, id) });
  });

  app.get(`${r.prefix}/file/download/:id`, access(r.rule('read')), async (req, reply) => {
    const id = await fileOf(req, 'read');
    const file = (await sql<{ name: string; type: string; content: Buffer }>`select name, type, content from order_file where id = ${id}`.execute(ctx.db)).rows[0];
    return sendFile(reply, file);
  });

  app.delete(`${r.prefix}/file/:id`, access(r.rule('write')), async (req) => {
    const id = await fileOf(req, 'write');
    await sql`delete from order_file where id = ${id}`.execute(ctx.db);
    return ok({ id });
  });
}
