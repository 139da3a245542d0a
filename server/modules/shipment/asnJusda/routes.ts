// GET /api/v1/asn/jusda/{invoice_no} (our path: the spec names the screen, not its call): what the 3PL
// warehouse got for one ASN invoice. Each ASN item beside the inbound notice its sync announced
// (inbound_no = invoice-line, server/modules/shipment/asn/effects.ts) and whether the warehouse
// received it; then the warehouse's stock moves booked on those notices. The ASN screens' rule
// (manage-asn, view-asn); read-only. An unknown invoice answers 404.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { ASN_ADMIN_ACCESS, asnOrder } from '../../../../src/resources/shipment/asn/model';
import type { AsnJusdaAnswer, AsnJusdaItem, AsnJusdaMove } from '../../../../src/resources/shipment/asn/model/jusdaWire';
import type { FeatureContext } from '../../../featureContext';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { notFound, pluralWord } from '../../../records/request';

export function registerAsnJusdaRoute(app: FastifyInstance, ctx: FeatureContext) {
  app.get('/api/v1/asn/jusda/:invoice_no', access({ rule: ASN_ADMIN_ACCESS, action: 'read', what: (req) => pluralWord(asnOrder, req) }), async (req) => {
    const invoice = String((req.params as { invoice_no?: string }).invoice_no ?? '').trim().toUpperCase().slice(0, 60);
    const asn = (await sql<NonNullable<AsnJusdaAnswer['asn']>>`select id::int as id, invoice_no, status, item_count::int as item_count, total_qty::text as total_qty
      from asn_order where invoice_no = ${invoice}`.execute(ctx.db)).rows[0];
    if (!asn) throw notFound(req, asnOrder, invoice);
    const [items, moves] = await Promise.all([
      sql<AsnJusdaItem>`select i.line_no::int as line_no, m.mpn, i.total_qty::text as qty, n.inbound_no, n.lot_no, n.qty::text as notice_qty, n.status,
          n.eta::text as eta, n.done_at::text as done_at
        from asn_item i join material m on m.id = i.material_id
          left join bangtai_inbound n on n.asn_no = ${invoice} and n.inbound_no = left(${invoice} || '-' || i.line_no, 30)
        where i.asn_id = ${asn.id} order by i.line_no`.execute(ctx.db),
      sql<AsnJusdaMove>`select h.moved_at::text as moved_at, h.direction, h.doc_no, m.mpn, h.lot_no, h.qty::text as qty, h.balance::text as balance
        from bangtai_history h join material m on m.id = h.material_id
        where h.doc_no in (select inbound_no from bangtai_inbound where asn_no = ${invoice})
        order by h.moved_at, h.id`.execute(ctx.db),
    ]);
    const answer: AsnJusdaAnswer = { asn, items: items.rows, moves: moves.rows };
    return ok(answer);
  });
}
