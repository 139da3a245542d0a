// GET /api/v2/asn/check-or-price?asn_id= (or invoice_no=): runs the check of one ASN and answers its
// items with their OR prices; PUT /api/v2/asn/or-price-remark/change { id, remark, version? }: an ASN
// manager explains an abnormal record. Both on the report's access rule (its writers for the remark).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { asnOrPrice, OR_PRICE_ACCESS, OR_PRICE_CHECK_PATH, OR_PRICE_REMARK_PATH } from '../../../../src/resources/shipment/asnOrPrice/model';
import { CAPS } from '../../../../src/schema/fields';
import { truncateUtf8 } from '../../../../src/schema/bytes';
import { writeTransaction } from '../../../db/retry';
import type { FeatureContext } from '../../../featureContext';
import { ApiError, ok } from '../../../http/errors';
import { bodyVersion, queryId, queryText } from '../../../http/params';
import { access } from '../../../http/routeAccess';
import { fieldError, idValue, jsonBody } from '../../../records/request';
import { records } from '../../../records/recordService';
import { checkOrPrices } from './check';
import { orPriceText } from './words';

const what = (req: FastifyRequest) => orPriceText(req.locale, 'what');

export function registerOrPriceRoutes(app: FastifyInstance, ctx: FeatureContext) {
  app.get(OR_PRICE_CHECK_PATH, access({ rule: OR_PRICE_ACCESS, action: 'read', what }), async (req) => {
    const locale = req.locale;
    const q = req.query as Record<string, unknown>;
    const id = queryId(locale, 'asn_id', q.asn_id);
    const invoice = queryText(locale, 'invoice_no', q.invoice_no)?.toUpperCase();
    if (id === undefined && !invoice) throw fieldError('asn_id', orPriceText(locale, 'asnMissing'));
    const asn = (
      await sql<{ id: number; invoice_no: string }>`select id::int as id, invoice_no from asn_order
        where ${id !== undefined ? sql`id = ${id}` : sql`invoice_no = ${invoice}`}`.execute(ctx.db)
    ).rows[0];
    if (!asn) throw new ApiError(404, orPriceText(locale, 'asnNotFound', { asn: String(id ?? invoice) }));
    const list = await writeTransaction(ctx.db, (trx) => checkOrPrices(trx, asn.id, asn.invoice_no, req.user!.name));
    return ok({ asn_id: asn.id, invoice_no: asn.invoice_no, abnormal: list.filter((l) => l.abnormal).length, list });
  });

  app.put(OR_PRICE_REMARK_PATH, access({ rule: OR_PRICE_ACCESS, action: 'write', what }), async (req) => {
    const locale = req.locale;
    const body = jsonBody(req);
    // The one id parser: a number or its text only (Number() of an object runs its own valueOf).
    const id = idValue(body.id);
    if (id === undefined) throw fieldError('id', orPriceText(locale, 'idMissing'));
    if (body.remark !== null && body.remark !== undefined && typeof body.remark !== 'string') throw fieldError('remark', orPriceText(locale, 'remarkText'));
    // R17: a remark beyond 500 UTF-8 bytes is cut, as the form cuts it.
    const remark = typeof body.remark === 'string' && body.remark.trim() ? truncateUtf8(body.remark.trim(), CAPS.remark) : null;
    const version = bodyVersion(locale, body.version);
    const saved = await records(req, asnOrPrice, ctx.db).update(id, { remark }, { version, reason: 'or price remark' });
    return ok(await records(req, asnOrPrice, ctx.db).answer(saved));
  });
}
