// POST /api/v1/rma/asn/{id}: an RMA task from a shipped (or returned) ASN, for the RMA desk
// (manage-rma-manager): the ship customer, one vendor (the body's `manufacturer_id`, else the
// first item's), its parts with the quantities shipped (or the body's `items`: asn_item_id and qty,
// at most what was shipped), numbered RMA-<invoice>-<n>. Created through the RMA module's own call,
// so its checks and event apply.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { RMA_ACCESS } from '../../../../src/contract/logistics';
import { ASN_STATUS as S } from '../../../../src/resources/shipment/asn/model';
import { ApiError } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import type { FeatureContext } from '../../../featureContext';
import { jsonBody, pathId } from '../../../records/request';
import { forward } from './forward';

interface ItemRow { id: number; material_id: number; manufacturer_id: number | null; total_qty: number }

export function registerRmaFromAsn(app: FastifyInstance, ctx: FeatureContext) {
  const db = () => ctx.db;
  app.post('/api/v1/rma/asn/:id', access({ rule: RMA_ACCESS, action: 'write', what: { en: 'RMA tasks', zh: 'RMA 任务' } }), async (req, reply) => {
    const zh = req.locale === 'zh-CN';
    const id = pathId(req, 'id');
    const body = jsonBody(req);
    const asn = (await sql<{ id: number; invoice_no: string; status: string; ship_customer_id: number }>`select id::int as id, invoice_no, status, ship_customer_id::int as ship_customer_id from asn_order where id = ${id}`.execute(db())).rows[0];
    if (!asn) throw new ApiError(404, zh ? `ASN ${id} 不存在` : `ASN ${id} does not exist`);
    if (asn.status !== S.shipped && asn.status !== S.returned) throw new ApiError(409, zh ? `ASN ${asn.invoice_no} 尚未发货：不能建立 RMA` : `ASN ${asn.invoice_no} has not shipped: no RMA can be made from it`);
    const items = (await sql<ItemRow>`select i.id::int as id, i.material_id::int as material_id, m.manufacturer_id::int as manufacturer_id, i.total_qty::int as total_qty
      from asn_item i join material m on m.id = i.material_id where i.asn_id = ${id} order by i.line_no`.execute(db())).rows;
    const vendor = Number(body.manufacturer_id) || items.find((i) => i.manufacturer_id)?.manufacturer_id;
    const asked = Array.isArray(body.items) ? new Map((body.items as Record<string, unknown>[]).map((r) => [Number(r.asn_item_id), Number(r.qty)])) : undefined;
    const lines: { material_id: number; qty: number }[] = [];
    for (const [n, item] of items.entries()) {
      if (item.manufacturer_id !== vendor || (asked && !asked.has(item.id))) continue;
      const qty = asked ? asked.get(item.id)! : item.total_qty;
      if (!Number.isInteger(qty) || qty < 1 || qty > item.total_qty) {
        const msg = zh ? `第 ${n + 1} 行：退货数量须在 1 到 ${item.total_qty} 之间` : `Row ${n + 1}: the quantity returned must be 1 to ${item.total_qty}`;
        throw new ApiError(400, msg, [{ field: `items`, message: msg, row: n + 1 }]);
      }
      lines.push({ material_id: item.material_id, qty });
    }
    if (!vendor || !lines.length) throw new ApiError(400, zh ? '没有可退的品项' : 'No item of this ASN to return to that vendor', [{ field: 'items', message: zh ? '没有可退的品项' : 'No item to return' }]);
    const made = (await sql<{ n: number }>`select count(*)::int as n from rma_task where rma_no like ${`RMA-${asn.invoice_no}-%`}`.execute(db())).rows[0].n;
    return forward(req, reply, 'POST', '/api/v1/rma/lines', {
      rma_no: `RMA-${asn.invoice_no}-${made + 1}`.slice(0, 30),
      customer_id: asn.ship_customer_id,
      manufacturer_id: vendor,
      reason: typeof body.reason === 'string' ? body.reason : 'defect',
      remark: `ASN ${asn.invoice_no}`,
      items: lines,
    });
  });
}
