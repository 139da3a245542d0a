// GET /api/v1/asn/user/inventories: the stock a supplier may ship for some parts (`material_id`
// or `mpn`, comma-separated), in the spec's shape: each inventory group (id, sloc_code, supplier,
// brand, status_cargo, onHandQty, onWayQty) with its bags split into onHand and onWay (mpq, org_mpq,
// isSplit, max, qty, total, copies, useCopies). The grouped variant (`/group`) sums them per part.
// The groups and bags are the editor's own read (server/modules/shipment/asnEditor).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { MY_ASN_ACCESS, myAsn } from '../../../../src/resources/shipment/asn/model';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { pluralWord } from '../../../records/request';
import { formatQty, parseQty } from '../../management/inventories/stock/decimal';
import { groupsOf } from '../asnEditor/inventoriesQuery';

const list = (raw: unknown) => (typeof raw === 'string' ? raw.split(',').map((s) => s.trim()).filter(Boolean) : []);

export function registerInventoryRoutes(app: FastifyInstance, ctx: FeatureContext) {
  const { db } = ctx;
  const rule = access({ rule: MY_ASN_ACCESS, action: 'read', what: (req) => pluralWord(myAsn, req) });

  async function materialsOf(req: FastifyRequest) {
    const q = req.query as Record<string, unknown>;
    const ids = list(q.material_id).map(Number).filter((n) => Number.isInteger(n) && n > 0);
    const mpns = list(q.mpn).map((m) => m.toUpperCase());
    if (!ids.length && !mpns.length) {
      const msg = req.locale === 'zh-CN' ? '请提供 material_id 或 mpn' : 'Give material_id or mpn';
      throw new ApiError(400, msg, [{ field: 'mpn', message: msg }]);
    }
    if (ids.length + mpns.length > 500) throw new ApiError(400, 'At most 500 parts at once', [{ field: 'mpn', message: 'At most 500 parts at once' }]);
    return (await sql<{ id: number; mpn: string }>`select id::int as id, mpn from material
      where id = any(${sql.val(ids)}::bigint[]) or upper(mpn) = any(${sql.val(mpns)}::text[]) order by mpn`.execute(db)).rows;
  }

  app.get('/api/v1/asn/user/inventories', rule, async (req) => {
    const materials = await materialsOf(req);
    const { groups } = await groupsOf(db, materials.map((m) => m.id));
    return ok(materials.map((m) => ({
      material_id: m.id,
      mpn: m.mpn,
      group: (groups.get(m.id) ?? []).map(({ bags, ...g }) => {
        const shaped = bags.map((b) => {
          const total = formatQty((parseQty(b.qty) ?? 0n) * BigInt(b.copies));
          return { id: b.id, bag_no: b.bag_no, mpq: b.mpq, org_mpq: b.org_mpq, isSplit: b.is_split, max: total, qty: b.qty, total, copies: b.copies, useCopies: 0, on_way: b.on_way };
        });
        return { ...g, bags: { onHand: shaped.filter((b) => !b.on_way), onWay: shaped.filter((b) => b.on_way) } };
      }),
    })));
  });

  app.get('/api/v1/asn/user/inventories/group', rule, async (req) => {
    const materials = await materialsOf(req);
    const { groups } = await groupsOf(db, materials.map((m) => m.id));
    return ok(materials.map((m) => {
      const gs = groups.get(m.id) ?? [];
      const sum = (k: 'onHandQty' | 'onWayQty') => formatQty(gs.reduce((s, g) => s + (parseQty(g[k]) ?? 0n), 0n));
      return { material_id: m.id, mpn: m.mpn, groups: gs.length, onHandQty: sum('onHandQty'), onWayQty: sum('onWayQty') };
    }));
  });
}
