// GET /api/v1/price/draft/{id}/changes: the draft's lines beside the prices they supersede (see
// draftChanges.ts). The draft's own read rule and row scope (an author reads only their drafts: 404
// otherwise); the DBP (the cost) only for holders of its field right, as on the lines themselves.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { draftChangesUrl, type DraftChangeLine, type PriceValues } from '../../../../src/resources/management/priceDraft/model/draftChanges';
import { priceDraft } from '../../../../src/resources/management/priceDraft/model/priceDraft';
import { lineDeclaration } from '../../../../src/schema';
import { getRecord } from '../../../records/repository';
import { limitOf } from '../../../records/scope';
import type { FeatureContext } from '../../../featureContext';
import { guardOf } from '../../../fields/guard';
import { ok } from '../../../http/errors';
import { access } from '../../../http/routeAccess';
import { declAccess, notFound, pathId } from '../../../records/request';

interface ChangeRow extends Omit<DraftChangeLine, 'proposed' | 'current'> {
  dbp: string | null;
  quote_price: string;
  srp: string | null;
  moq: string | null;
  valid_from: string;
  valid_to: string | null;
  old_id: number | null;
  old_dbp: string | null;
  old_quote_price: string | null;
  old_srp: string | null;
  old_moq: string | null;
  old_valid_from: string | null;
  old_valid_to: string | null;
}

/** Each line and the latest price of its key starting on or before the line's first day. */
async function changesOf(ctx: FeatureContext, draftId: number): Promise<ChangeRow[]> {
  const { rows } = await sql<ChangeRow>`
    select i.id::int as id, i.line_no::int as line_no, i.material_id::int as material_id, m.mpn, i.end_customer_id::int as end_customer_id, ec.ec_code,
      i.cpn, i.currency, coalesce(i.fb, false) as fb, i.dbp::text as dbp, i.quote_price::text as quote_price, i.srp::text as srp, i.moq::text as moq,
      i.valid_from::text as valid_from, i.valid_to::text as valid_to,
      o.id::int as old_id, o.dbp::text as old_dbp, o.quote_price::text as old_quote_price, o.srp::text as old_srp, o.moq::text as old_moq,
      o.valid_from::text as old_valid_from, o.valid_to::text as old_valid_to
    from price_draft_item i
      join material m on m.id = i.material_id
      left join end_customer ec on ec.id = i.end_customer_id
      left join lateral (
        select p.* from price_ti p
        where p.material_id = i.material_id and p.end_customer_id is not distinct from i.end_customer_id and p.cpn is not distinct from i.cpn
          and p.currency = i.currency and p.fb = coalesce(i.fb, false) and p.valid_from <= i.valid_from
          and p.source_draft_id is distinct from i.draft_id
        order by p.valid_from desc, p.id desc limit 1
      ) o on true
    where i.draft_id = ${draftId}
    order by i.line_no, i.id`.execute(ctx.db);
  return rows;
}

function answerLine(r: ChangeRow, showDbp: boolean): DraftChangeLine {
  const withDbp = (values: PriceValues, dbp: string | null): PriceValues => (showDbp ? { dbp, ...values } : values);
  const proposed = withDbp({ quote_price: r.quote_price, srp: r.srp, moq: r.moq, valid_from: r.valid_from, valid_to: r.valid_to }, r.dbp);
  const current =
    r.old_id === null ? null : withDbp({ quote_price: r.old_quote_price, srp: r.old_srp, moq: r.old_moq, valid_from: r.old_valid_from, valid_to: r.old_valid_to }, r.old_dbp);
  const { id, line_no, material_id, mpn, end_customer_id, ec_code, cpn, currency, fb } = r;
  return { id, line_no, material_id, mpn, end_customer_id, ec_code, cpn, currency, fb, proposed, current };
}

export function registerDraftChangesRoute(app: FastifyInstance, ctx: FeatureContext) {
  app.get(draftChangesUrl(':id'), access(declAccess(priceDraft, 'read')), async (req: FastifyRequest) => {
    const id = pathId(req, 'id');
    const draft = await getRecord(ctx.db, priceDraft, id, limitOf(priceDraft, req));
    if (!draft) throw notFound(req, priceDraft, id);
    const showDbp = !guardOf(lineDeclaration(priceDraft, 'items'), req).denied.includes('dbp');
    return ok({ list: (await changesOf(ctx, id)).map((r) => answerLine(r, showDbp)) });
  });
}
