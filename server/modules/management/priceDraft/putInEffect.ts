// The level-02 agreement's effect: the draft's lines go into the v2 price table through the price
// table's one public entry (putPrices), inside the transition's transaction with the draft locked.
// A line putPrices refuses (an overlap) refuses the whole audit: nothing changes.
import { sql } from 'kysely';
import type { TransitionEffect } from '../../../records/transitionEffects';
import { ApiError } from '../../../http/errors';
import { putPrices } from '../priceTi/putPrices';
import { draftText } from './messages';

interface LineRow {
  material_id: string;
  end_customer_id: string | null;
  cpn: string | null;
  currency: string;
  dbp: string | null;
  quote_price: string;
  srp: string | null;
  moq: string | null;
  valid_from: string;
  valid_to: string | null;
  fb: boolean | null;
}

export const putDraftInEffect: TransitionEffect = async (trx, { req, row, title }) => {
  const draftId = Number(row.id);
  const { rows } = await sql<LineRow>`select material_id::text, end_customer_id::text, cpn, currency, dbp::text, quote_price::text,
      srp::text, moq::text, valid_from::text, valid_to::text, fb
    from price_draft_item where draft_id = ${draftId} order by line_no, id`.execute(trx);
  if (!rows.length) {
    const message = draftText(req.locale, 'empty', { title });
    throw new ApiError(400, message, [{ field: 'items', message }]);
  }
  await putPrices(
    trx,
    rows.map((l) => ({
      material_id: Number(l.material_id),
      end_customer_id: l.end_customer_id === null ? null : Number(l.end_customer_id),
      cpn: l.cpn,
      currency: l.currency,
      dbp: l.dbp,
      quote_price: l.quote_price,
      srp: l.srp,
      moq: l.moq,
      valid_from: l.valid_from,
      valid_to: l.valid_to,
      fb: l.fb ?? false,
      source_draft_id: draftId,
    })),
    req.user!.id,
    req.locale,
  );
  await sql`update price_draft set effective_at = now() where id = ${draftId}`.execute(trx);
};
