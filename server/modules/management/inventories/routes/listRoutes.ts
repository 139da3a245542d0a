// Read calls beside the declared lists (the groups, records, history and assign records are the
// generic lists of their declarations):
//   GET  /api/v2/inventory/on-ways      bags on the way, paged (stock list's rule)
//   GET  /api/v2/inventory/unassigned   bags on hand not assigned to an order (assign screen's rule)
//   GET  /api/v2/inventory/my-sloc      the caller's SLOCs with their stock (/my/mySloc: my-sloc)
//   GET  /api/v2/inventory/part-list    the caller's materials with their stock (/my/myPartList: manage-part-list)
//   POST /api/v2/inventory/sync         balances recomputed from the bags (stock list's writers)
// "The caller's": materials of the manufacturers in their data scope (user_data_scope), all when none.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type RawBuilder } from 'kysely';
import { STOCK_ACCESS } from '../../../../../src/resources/management/inventories/model/wire';
import type { FeatureContext } from '../../../../featureContext';
import { writeTransaction } from '../../../../db/retry';
import { ok } from '../../../../http/errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, queryError, wholeNumber, one, positiveId } from '../../../../http/params';
import { readWith, writeWith } from './access';

function paging(req: FastifyRequest) {
  const q = req.query as Record<string, unknown>;
  const page = one(q.page) === undefined ? 1 : wholeNumber(one(q.page)!, 1, 1_000_000);
  const size = one(q.size) === undefined ? DEFAULT_PAGE_SIZE : wholeNumber(one(q.size)!, 1, MAX_PAGE_SIZE);
  if (page === undefined) throw queryError(req.locale, 'page', 'a whole number from 1');
  if (size === undefined) throw queryError(req.locale, 'size', `a whole number from 1 to ${MAX_PAGE_SIZE}`);
  const materialRaw = one(q.material_id);
  const material = materialRaw === undefined ? undefined : positiveId(materialRaw);
  if (materialRaw !== undefined && material === undefined) throw queryError(req.locale, 'material_id', 'an id');
  return { page, size, material };
}

const scopeOf = (req: FastifyRequest) => sql`(not exists (select 1 from user_data_scope where user_id = ${req.user!.id} and scope = 'manufacturer')
  or m.manufacturer_id in (select ref_id from user_data_scope where user_id = ${req.user!.id} and scope = 'manufacturer'))`;

async function page<T>(ctx: FeatureContext, select: RawBuilder<T>, from: RawBuilder<unknown>, order: string, p: { page: number; size: number }) {
  const rows = await sql<T>`select ${select} ${from} order by ${sql.raw(order)} limit ${p.size} offset ${(p.page - 1) * p.size}`.execute(ctx.db);
  const total = await sql<{ n: string }>`select count(*) as n from (select 1 ${from}) t`.execute(ctx.db);
  return { list: rows.rows, total: Number(total.rows[0].n), page: p.page, size: p.size };
}

const BAG_COLUMNS = sql`b.id, b.inventory_id, b.bag_no, b.mpq, b.org_mpq, b.qty, b.copies, b.is_split, b.on_way, b.assigned_no, b.date_code, b.created_at,
  i.material_id, m.mpn, i.sloc_id, s.code as sloc_code, i.supplier, i.brand, i.status_cargo`;
const BAG_FROM = sql`from inventory_bag b join inventory i on i.id = b.inventory_id join material m on m.id = i.material_id join sloc s on s.id = i.sloc_id`;

export function registerStockListRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v2/inventory/on-ways', readWith(STOCK_ACCESS.list), async (req) => {
    const p = paging(req);
    const where = p.material ? sql`and i.material_id = ${p.material}` : sql``;
    return ok(await page(ctx, BAG_COLUMNS, sql`${BAG_FROM} where b.on_way ${where}`, 'b.id', p));
  });

  app.get('/api/v2/inventory/unassigned', readWith(STOCK_ACCESS.assign), async (req) => {
    const p = paging(req);
    const where = p.material ? sql`and i.material_id = ${p.material}` : sql``;
    return ok(await page(ctx, BAG_COLUMNS, sql`${BAG_FROM} where not b.on_way and b.assigned_no is null ${where}`, 'b.id', p));
  });

  app.get('/api/v2/inventory/my-sloc', readWith(STOCK_ACCESS.mySloc), async (req) => {
    const p = paging(req);
    const cols = sql`s.id, s.code, s.plant, s.name, s.city, count(*)::int as groups, sum(i.on_hand_qty) as on_hand_qty, sum(i.on_way_qty) as on_way_qty`;
    return ok(await page(ctx, cols, sql`from inventory i join material m on m.id = i.material_id join sloc s on s.id = i.sloc_id where ${scopeOf(req)} group by s.id`, 's.code', p));
  });

  app.get('/api/v2/inventory/part-list', readWith(STOCK_ACCESS.myPartList), async (req) => {
    const p = paging(req);
    const where = p.material ? sql`and m.id = ${p.material}` : sql``;
    const cols = sql`m.id, m.mpn, m.description, count(*)::int as groups, sum(i.on_hand_qty) as on_hand_qty, sum(i.on_way_qty) as on_way_qty`;
    return ok(await page(ctx, cols, sql`from inventory i join material m on m.id = i.material_id where ${scopeOf(req)} ${where} group by m.id`, 'm.mpn', p));
  });

  app.post('/api/v2/inventory/sync', writeWith(STOCK_ACCESS.move), async () => {
    // Balances follow the bags: a group whose stored balance drifted (an import, a manual fix) is set right.
    const changed = await writeTransaction(ctx.db, async (trx) => {
      const res = await sql<{ id: number }>`update inventory i set on_hand_qty = t.on_hand, on_way_qty = t.on_way, bag_count = t.bags, version = i.version + 1, updated_at = now()
        from (select i2.id, coalesce(sum(b.qty * b.copies) filter (where not b.on_way), 0) as on_hand, coalesce(sum(b.qty * b.copies) filter (where b.on_way), 0) as on_way,
              coalesce(sum(b.copies), 0) as bags from inventory i2 left join inventory_bag b on b.inventory_id = i2.id group by i2.id) t
        where i.id = t.id and (i.on_hand_qty <> t.on_hand or i.on_way_qty <> t.on_way or i.bag_count <> t.bags) returning i.id`.execute(trx);
      return res.rows.length;
    });
    return ok({ changed });
  });
}
