// GET /api/v2/monitor/asn-01/{id} (manage-monitor): one ASN (by id or invoice number) with each item's
// prices as its check saved them beside the price tables on the business day and its OR line price.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ASN_MONITOR_ACCESS, ASN_MONITOR_BASE, type MonitorAnswer, type MonitorItem } from '../../../../src/resources/shipment/asnOrPrice/model';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { businessToday } from '../../../time/businessDay';
import { priceFacts, priceWarning } from '../asn/prices';
import { orPriceText } from './words';

export function registerMonitorRoute(app: FastifyInstance, ctx: FeatureContext) {
  app.get<{ Params: { id: string } }>(`${ASN_MONITOR_BASE}/:id`, access({ rule: ASN_MONITOR_ACCESS, action: 'read', what: () => 'ASN' }), async (req) => {
    const key = req.params.id.trim();
    const byId = /^\d{1,15}$/.test(key);
    const asn = (
      await sql<MonitorAnswer['asn']>`select id::int as id, invoice_no, status, ship_date::text as ship_date, currency, created_by from asn_order
        where ${byId ? sql`id = ${Number(key)}` : sql`invoice_no = ${key.toUpperCase()}`}`.execute(ctx.db)
    ).rows[0];
    if (!asn) throw new ApiError(404, orPriceText(req.locale, 'asnNotFound', { asn: key }));
    const rows = (
      await sql<{ line_no: number; material_id: number; mpn: string | null; qty: string; price: string; quote_price: string | null; srp: string | null; maxout_price: string | null; price_warning: string | null; or_no: string | null; or_price: string | null }>`
      select i.line_no::int as line_no, i.material_id::int as material_id, m.mpn, i.total_qty::text as qty, i.price::text as price,
        i.quote_price::text as quote_price, i.srp::text as srp, i.maxout_price::text as maxout_price, i.price_warning,
        o.or_no, o.unit_price::text as or_price
      from asn_item i left join material m on m.id = i.material_id
      left join lateral (select r.or_no, l.unit_price from or_item l join or_order r on r.id = l.or_id
        where l.material_id = i.material_id and r.status in ('released', 'closed')
        order by (r.or_no = upper(coalesce(i.order_no, ''))) desc, r.or_date desc, r.id desc limit 1) o on true
      where i.asn_id = ${asn.id} order by i.line_no`.execute(ctx.db)
    ).rows;
    const day = businessToday();
    const facts = await priceFacts(ctx.db, rows.map((r) => r.material_id), day);
    const items: MonitorItem[] = rows.map((r) => {
      const f = facts.get(r.material_id);
      const today = { quote_price: f?.quote_price ?? null, srp: f?.srp ?? null, maxout_price: f?.maxout_price ?? null, price_warning: priceWarning(r.price, f) };
      return {
        line_no: r.line_no,
        mpn: r.mpn,
        qty: r.qty,
        price: r.price,
        saved: { quote_price: r.quote_price, srp: r.srp, maxout_price: r.maxout_price, price_warning: r.price_warning },
        today,
        changed: (r.price_warning ?? null) !== today.price_warning,
        or_no: r.or_no,
        or_price: r.or_price,
      };
    });
    return ok({ asn, day, items, changed: items.filter((i) => i.changed).length } satisfies MonitorAnswer);
  });
}
